import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFixtureServer, type FixtureRoute, type FixtureServer } from "@tradewire/platform/testing";
import { createYahooProvider } from "./create-yahoo-provider";
import { PriceProviderError } from "./price-provider-error";
import { yahooSymbolOf } from "./yahoo-symbol-of";

const fixture = (name: string) => readFileSync(new URL(`../testing/fixtures/${name}`, import.meta.url), "utf8");
const CHART = "/v8/finance/chart/";

const WEEK = { interval: "1d" as const, from: new Date("2026-10-05T00:00:00Z"), to: new Date("2026-10-10T00:00:00Z") };

const answer = (status: number, body: string, headers: Record<string, string> = {}): FixtureRoute =>
  (_request, response) => {
    response.writeHead(status, { "content-type": "application/json", ...headers }).end(body);
  };

const rejectionOf = async (promise: Promise<unknown>): Promise<PriceProviderError> => {
  const error = await promise.then(
    () => undefined,
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(PriceProviderError);
  return error as PriceProviderError;
};

describe("yahooSymbolOf", () => {
  it("spells share classes with a dash and leaves exchange suffixes, indices, FX and futures alone", () => {
    expect(yahooSymbolOf("BRK.B")).toBe("BRK-B");
    expect(yahooSymbolOf("brk.a")).toBe("BRK-A");
    expect(yahooSymbolOf("FTSEMIB.MI")).toBe("FTSEMIB.MI");
    expect(yahooSymbolOf("^GSPC")).toBe("^GSPC");
    expect(yahooSymbolOf("EURUSD=X")).toBe("EURUSD=X");
    expect(yahooSymbolOf("CL=F")).toBe("CL=F");
  });
});

describe("createYahooProvider against a real HTTP server", () => {
  let server: FixtureServer;
  const urls: string[] = [];
  const recorded = (route: FixtureRoute): FixtureRoute => (request, response) => {
    urls.push(request.url ?? "");
    route(request, response);
  };
  const provider = (timeoutMs?: number) =>
    createYahooProvider({ baseUrl: server.url, ...(timeoutMs === undefined ? {} : { timeoutMs }) });

  beforeAll(async () => {
    const gspc = answer(200, fixture("yahoo_chart_v8_GSPC_range5d_interval1d.json"));
    server = await startFixtureServer({
      [`${CHART}%5EGSPC`]: recorded(gspc),
      [`${CHART}BRK-B`]: recorded(gspc),
      [`${CHART}EURUSD%3DX`]: recorded(gspc),
      [`${CHART}JPY%3DX`]: answer(200, fixture("yahoo_chart_v8_USDJPY_range1d_interval1h.json")),
      [`${CHART}NOPE`]: answer(404, fixture("yahoo_chart_v8_notfound_404.json")),
      [`${CHART}BUSY`]: answer(429, fixture("yahoo_rate_limited_429.txt"), { "content-type": "text/plain", "retry-after": "30" }),
      [`${CHART}FAIL`]: answer(502, "<html>Bad gateway</html>", { "content-type": "text/html" }),
      [`${CHART}BROKEN`]: answer(200, '{"chart":{"result":[{"timestamp":[1791207000'),
      [`${CHART}NOCLOSE`]: answer(200, JSON.stringify({ chart: { result: [{ timestamp: [1791207000], indicators: { quote: [{}] } }], error: null } })),
      [`${CHART}EMPTY`]: answer(200, JSON.stringify({ chart: { result: [{ meta: {}, indicators: { quote: [{}] } }], error: null } })),
      [`${CHART}HUGE`]: answer(200, `{"pad":"${"x".repeat(2 * 1024 * 1024)}"}`),
      [`${CHART}SLOW`]: () => {
        // Accepts the connection and never answers.
      },
    });
  });

  afterAll(() => server.close());

  it("parses the bars, drops the null close and keeps Yahoo's times", async () => {
    const bars = await provider().history("^GSPC", WEEK);
    expect(bars).toEqual([
      { time: 1791207000_000, close: 6712.44 },
      { time: 1791293400_000, close: 6689.02 },
      { time: 1791379800_000, close: 6741.87 },
      { time: 1791552600_000, close: 6735.6 },
    ]);
    expect(bars.every((bar) => bar.close > 0)).toBe(true);
  });

  it("returns only the bars within [from, to]", async () => {
    const bars = await provider().history("^GSPC", { ...WEEK, from: new Date(1791293400_000), to: new Date(1791466200_000) });
    expect(bars.map((bar) => bar.time)).toEqual([1791293400_000, 1791379800_000]);
  });

  it("reads hourly FX bars", async () => {
    const bars = await provider().history("JPY=X", {
      interval: "1h",
      from: new Date("2026-10-09T00:00:00Z"),
      to: new Date("2026-10-10T00:00:00Z"),
    });
    expect(bars.map((bar) => bar.close)).toEqual([151.701, 151.788, 151.81, 151.842]);
    expect(bars[0]?.time).toBe(1791568800_000);
  });

  it("encodes the symbol and sends the period, interval and a browser User-Agent", async () => {
    urls.length = 0;
    await provider().history("^GSPC", { interval: "1h", from: new Date(1791207000_000), to: new Date(1791590400_500) });
    await provider().history("BRK.B", WEEK);
    await provider().history("EURUSD=X", { ...WEEK, interval: "5m" });
    const [gspc, brk, eurusd] = urls.map((url) => new URL(url, "http://fixture"));
    expect(gspc?.pathname).toBe(`${CHART}%5EGSPC`);
    expect(Object.fromEntries(gspc?.searchParams ?? [])).toEqual({
      period1: "1791207000",
      period2: "1791590401",
      interval: "60m",
      includePrePost: "false",
    });
    expect(brk?.pathname).toBe(`${CHART}BRK-B`);
    expect(brk?.searchParams.get("interval")).toBe("1d");
    expect(eurusd?.pathname).toBe(`${CHART}EURUSD%3DX`);
    expect(eurusd?.searchParams.get("interval")).toBe("5m");
    const userAgent = server.requests.find((request) => request.path === `${CHART}%5EGSPC`)?.headers["user-agent"];
    expect(userAgent).toMatch(/^Mozilla\/5\.0/);
  });

  it("answers an empty range with no bars", async () => {
    await expect(provider().history("EMPTY", WEEK)).resolves.toEqual([]);
  });

  it("turns a 404 into not-found", async () => {
    const error = await rejectionOf(provider().history("NOPE", WEEK));
    expect(error.kind).toBe("not-found");
    expect(error.symbol).toBe("NOPE");
  });

  it("turns a 429 into rate-limited with the Retry-After seconds", async () => {
    const error = await rejectionOf(provider().history("BUSY", WEEK));
    expect(error.kind).toBe("rate-limited");
    expect(error.retryAfterSeconds).toBe(30);
  });

  it("turns another error status into http", async () => {
    const error = await rejectionOf(provider().history("FAIL", WEEK));
    expect(error.kind).toBe("http");
    expect(error.status).toBe(502);
  });

  it("turns a malformed body, missing arrays or an oversized body into parse", async () => {
    expect((await rejectionOf(provider().history("BROKEN", WEEK))).kind).toBe("parse");
    expect((await rejectionOf(provider().history("NOCLOSE", WEEK))).kind).toBe("parse");
    const huge = await rejectionOf(provider().history("HUGE", WEEK));
    expect(huge.kind).toBe("parse");
    expect(huge.message).toMatch(/larger than 2097152 bytes/);
  });

  it("gives up on a server that never answers", async () => {
    const started = Date.now();
    const error = await rejectionOf(provider(200).history("SLOW", WEEK));
    expect(error.kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("reports a refused connection as network", async () => {
    const closed = await startFixtureServer({});
    await closed.close();
    const error = await rejectionOf(createYahooProvider({ baseUrl: closed.url }).history("^GSPC", WEEK));
    expect(error.kind).toBe("network");
  });
});
