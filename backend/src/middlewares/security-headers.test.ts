import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { IncomingHttpHeaders } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawGet } from "../testing/raw-get";
import { startTestServer, type TestServer } from "../testing/test-server";
import { tileSourceOf } from "./security-headers";

/** The policy as a browser reads it: each directive's sources. */
function policyOf(headers: IncomingHttpHeaders): Record<string, string[]> {
  const header = headers["content-security-policy"];
  expect(header, "Content-Security-Policy header").toBeTypeOf("string");
  return Object.fromEntries(
    String(header)
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const tiles = "https://{s}.tiles.example.com/{z}/{x}/{y}.png";
const iranChart = "https://charts.example.org/embed/traffic?location=ir";
const israelChart = "https://other-charts.example.net/embed?location=il";

/** What every answer must carry over plain http, whatever sent it; only the token renewal page may be framed, by the app. */
function expectSecurityHeaders(headers: IncomingHttpHeaders, url: string, framedBy: "'none'" | "'self'" = "'none'") {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"]).toBe(framedBy === "'none'" ? "DENY" : "SAMEORIGIN");
  expect(headers["strict-transport-security"]).toBeUndefined();
  const policy = policyOf(headers);
  expect(policy["default-src"]).toEqual(["'self'"]);
  expect(policy["script-src"]).toEqual(["'self'"]);
  expect(policy["object-src"]).toEqual(["'none'"]);
  expect(policy["frame-ancestors"]).toEqual([framedBy]);
  expect(policy["form-action"]).toEqual(["'self'"]);
  expect(policy["img-src"]).toEqual(["'self'", "data:", "blob:", "https://*.tiles.example.com"]);
  expect(policy["worker-src"]).toEqual(["'self'", "blob:"]);
  expect(policy["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
  // The charts, and the built-in identity provider where oidc-client-ts renews a token.
  expect(policy["frame-src"]).toEqual(["https://charts.example.org", "https://other-charts.example.net", "'self'"]);
  expect(policy["connect-src"]).toEqual([
    "'self'",
    `ws://${new URL(url).host}`,
    "data:",
    "https://*.tiles.example.com",
    "https://charts.example.org",
    "https://other-charts.example.net",
  ]);
  // Over plain http, asking the browser to upgrade would break every request to the app itself.
  expect(policy["upgrade-insecure-requests"]).toBeUndefined();
}

describe("security headers on every answer", () => {
  let app: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "tradewire-dist-"));
    writeFileSync(join(dist, "index.html"), `<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>`);
    app = await startTestServer("pglite", {
      frontendDir: dist,
      env: { MAP_TILE_URL: tiles, TRAFFIC_CHART_IRAN_URL: iranChart, TRAFFIC_CHART_ISRAEL_URL: israelChart },
    });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("on an API answer (no HSTS over http, whatever an untrusted X-Forwarded-Proto says)", async () => {
    const answer = await rawGet(`${app.url}/api/config`, { "x-forwarded-proto": "https" });
    expect(answer.status).toBe(200);
    expectSecurityHeaders(answer.headers, app.url);
  });

  it("on error answers: a 404, a 400 and a 401", async () => {
    for (const [path, status] of [["/api/no-such-route", 404], ["/report/world?range=forever", 400], ["/api/users/me", 401]] as const) {
      const answer = await rawGet(`${app.url}${path}`);
      expect(answer.status, path).toBe(status);
      expectSecurityHeaders(answer.headers, app.url);
    }
  });

  it("on the single-page app's index.html, and on its 304", async () => {
    const first = await rawGet(`${app.url}/news`, { accept: "text/html" });
    expect(first.status).toBe(200);
    expect(first.headers["content-type"]).toMatch(/html/);
    expectSecurityHeaders(first.headers, app.url);
    const again = await rawGet(`${app.url}/news`, { accept: "text/html", "if-modified-since": first.headers["last-modified"]! });
    expect(again.status).toBe(304);
    expectSecurityHeaders(again.headers, app.url);
  });

  it("on the sign-in callback, which only the app itself may frame (token renewal in a hidden frame)", async () => {
    const answer = await rawGet(`${app.url}/auth/callback?code=c&state=s`, { accept: "text/html" });
    expect(answer.status).toBe(200);
    expectSecurityHeaders(answer.headers, app.url, "'self'");
  });

  it("on the identity provider's answers", async () => {
    const discovery = await rawGet(`${app.url}/oidc/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    expectSecurityHeaders(discovery.headers, app.url);
    const unknownClient = await rawGet(`${app.url}/oidc/auth?client_id=nobody&response_type=code`);
    expect(unknownClient.status).toBe(400);
    expectSecurityHeaders(unknownClient.headers, app.url);
  });

  it("lets the sign-out page run its one inline script by its hash, on that answer only", async () => {
    const page = await rawGet(`${app.url}/oidc/session/end`, { accept: "text/html" });
    expect(page.status).toBe(200);
    const script = /<script>([^<]*)<\/script>/.exec(page.body.toString())?.[1];
    expect(script).toBeTruthy();
    const hash = `'sha256-${createHash("sha256").update(script!).digest("base64")}'`;
    expect(policyOf(page.headers)["script-src"]).toEqual(["'self'", hash]);
    expect(policyOf(page.headers)["script-src-attr"]).toEqual(["'none'"]);
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("HSTS", () => {
  const answerOf = async (env: Record<string, string>, requests: Record<string, string>[]) => {
    const app = await startTestServer("pglite", { env });
    try {
      return await Promise.all(requests.map((headers) => rawGet(`http://127.0.0.1:${app.config.PORT}/api/config`, headers)));
    } finally {
      await app.close();
    }
  };

  it("is sent when the public address is https, with wss: for the socket and insecure requests upgraded", async () => {
    const [answer] = await answerOf({ PUBLIC_URL: "https://tradewire.example" }, [{}]);
    expect(answer!.headers["strict-transport-security"]).toBe("max-age=31536000");
    expect(policyOf(answer!.headers)["connect-src"]).toContain("wss://tradewire.example");
    expect(policyOf(answer!.headers)["upgrade-insecure-requests"]).toEqual([]);
  });

  it("names an external identity provider's origin where the browser fetches and frames it", async () => {
    const [answer] = await answerOf({ OIDC_ISSUER: "https://login.example.com/tenant/" }, [{}]);
    expect(policyOf(answer!.headers)["connect-src"]).toContain("https://login.example.com");
    expect(policyOf(answer!.headers)["frame-src"]).toContain("https://login.example.com");
  });

  it("is sent when a trusted proxy says the request came over https, and not otherwise", async () => {
    const [overHttps, overHttp] = await answerOf({ TRUST_PROXY: "true" }, [{ "x-forwarded-proto": "https" }, {}]);
    expect(overHttps!.headers["strict-transport-security"]).toBe("max-age=31536000");
    expect(overHttp!.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("tileSourceOf", () => {
  it("is the tile server's origin, with a subdomain placeholder widened to a wildcard", () => {
    expect(tileSourceOf("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe("https://tile.openstreetmap.org");
    expect(tileSourceOf("https://{s}.tile.example.com:8443/{z}/{x}/{y}.png?key=k")).toBe("https://*.tile.example.com:8443");
    expect(tileSourceOf("http://tiles.local:8080/{z}/{x}/{y}")).toBe("http://tiles.local:8080");
  });
});
