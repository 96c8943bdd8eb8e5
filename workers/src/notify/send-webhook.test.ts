import { readFileSync } from "node:fs";
import { lookup } from "node:dns/promises";
import type { IncomingMessage } from "node:http";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveryFailure, type FixtureRoute, type FixtureServer, startFixtureServer } from "@tradewire/platform/testing";
import { generateWebhookSecret } from "@tradewire/platform";
import { SVIX_WEBHOOK_SCHEDULE_MS } from "../alerts/retry-schedules";
import { sendWebhook } from "./send-webhook";

interface TestVector {
  secret_current: string;
  secret_previous: string;
  webhook_id: string;
  webhook_timestamp: string;
  body: string;
  expected_signature_header: string;
}

const vector = JSON.parse(
  readFileSync(new URL("../testing/fixtures/webhooks/standard_webhooks_test_vector.json", import.meta.url), "utf8"),
) as TestVector;
const schedules = JSON.parse(
  readFileSync(new URL("../testing/fixtures/webhooks/retry_schedules.json", import.meta.url), "utf8"),
) as { svix: { cumulative_offsets_seconds: number[] } };

const SECRET = generateWebhookSecret();
const BODY = JSON.stringify({ type: "alert.triggered", data: { alert_id: "alr_test" } });
const localhostIsIPv4 = (await lookup("localhost")).address === "127.0.0.1";

const failure = deliveryFailure;

const bodyOf = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });

const answer =
  (status: number, headers: Record<string, string> = {}): FixtureRoute =>
  (request, response) => {
    request.resume();
    request.on("end", () => response.writeHead(status, headers).end("ok"));
  };

describe("webhook signing", () => {
  it("reproduces the Standard Webhooks test vector", () => {
    const signature = new Webhook(vector.secret_current).sign(vector.webhook_id, new Date(Number(vector.webhook_timestamp) * 1000), vector.body);
    expect(signature).toBe(vector.expected_signature_header.split(" ")[0]);
  });

  it("generates secrets the library accepts, 24 random bytes each", () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(secret.slice("whsec_".length), "base64")).toHaveLength(24);
    expect(generateWebhookSecret()).not.toBe(secret);
    expect(() => new Webhook(secret)).not.toThrow();
  });

  it("retries on Svix's schedule", () => {
    let elapsed = 0;
    const offsets = SVIX_WEBHOOK_SCHEDULE_MS.map((delay) => (elapsed += delay) / 1000);
    expect(offsets).toEqual(schedules.svix.cumulative_offsets_seconds);
  });
});

describe("sendWebhook against a loopback receiver", () => {
  let receiver: FixtureServer;
  let elsewhere: FixtureServer;
  const deliveries: { headers: Record<string, string>; body: string; verified: unknown }[] = [];

  beforeAll(async () => {
    elsewhere = await startFixtureServer({ "/internal": answer(200) });
    receiver = await startFixtureServer({
      "/hook": (request, response) => {
        void bodyOf(request).then((body) => {
          const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
          deliveries.push({ headers, body, verified: new Webhook(SECRET).verify(body, headers) });
          response.writeHead(204).end();
        });
      },
      "/redirect": answer(302, { location: `${elsewhere.url}/internal` }),
      "/gone": answer(410),
      "/busy": answer(503, { "retry-after": "7" }),
      "/throttled": answer(429, { "retry-after": "30" }),
      "/bad-request": answer(400),
      "/abort": answer(500, { "webhook-delivery": "abort-message" }),
      "/silent": () => {},
      "/huge": (request, response) => {
        request.resume();
        response.writeHead(200, { "content-type": "text/plain" });
        const chunk = Buffer.alloc(64 * 1024, "x");
        const pump = () => {
          while (!response.destroyed && response.write(chunk));
          if (!response.destroyed) response.once("drain", pump);
        };
        pump();
      },
    });
  });

  afterAll(async () => {
    await receiver.close();
    await elsewhere.close();
  });

  const send = (path: string, extra: Partial<Parameters<typeof sendWebhook>[0]> = {}) =>
    sendWebhook({ url: `${receiver.url}${path}`, secret: SECRET, messageId: "msg_test_1", body: BODY, allowPrivate: true, ...extra });

  it("delivers a message the receiver verifies with the standardwebhooks library", async () => {
    await expect(send("/hook")).resolves.toEqual({ status: 204 });
    const delivery = deliveries.at(-1)!;
    expect(delivery.verified).toEqual(JSON.parse(BODY));
    expect(delivery.body).toBe(BODY);
    expect(delivery.headers).toMatchObject({
      "webhook-id": "msg_test_1",
      "content-type": "application/json",
      "user-agent": "Tradewire-Webhooks/1",
    });
    expect(delivery.headers["webhook-timestamp"]).toMatch(/^\d{10}$/);
  });

  it("sends the same webhook-id when a message is retried", async () => {
    await send("/hook", { messageId: "msg_retry" });
    await send("/hook", { messageId: "msg_retry", timestamp: new Date(Date.now() + 5_000) });
    const [first, second] = deliveries.slice(-2);
    expect(first!.headers["webhook-id"]).toBe("msg_retry");
    expect(second!.headers["webhook-id"]).toBe("msg_retry");
    expect(second!.headers["webhook-signature"]).not.toBe(first!.headers["webhook-signature"]);
  });

  it.skipIf(!localhostIsIPv4)("keeps the URL's hostname in the Host header while connecting to the checked address", async () => {
    const port = new URL(receiver.url).port;
    await sendWebhook({ url: `http://localhost:${port}/hook`, secret: SECRET, messageId: "msg_host", body: BODY, allowPrivate: true });
    expect(deliveries.at(-1)!.headers.host).toBe(`localhost:${port}`);
  });

  it("does not follow a redirect, even to a loopback address, and retries later", async () => {
    const error = await failure(send("/redirect"));
    expect(error.kind).toBe("http");
    expect(error.status).toBe(302);
    expect(error.retryable).toBe(true);
    expect(error.message).toContain("redirected");
    expect(elsewhere.requests).toEqual([]);
  });

  it("gives up on 410 Gone", async () => {
    const error = await failure(send("/gone"));
    expect(error).toMatchObject({ kind: "http", status: 410, retryable: false });
  });

  it("honours Retry-After on 503 and 429", async () => {
    expect(await failure(send("/busy"))).toMatchObject({ status: 503, retryable: true, retryAfterMs: 7_000 });
    expect(await failure(send("/throttled"))).toMatchObject({ status: 429, retryable: true, retryAfterMs: 30_000 });
  });

  it("retries other 4xx answers, as Svix does", async () => {
    const error = await failure(send("/bad-request"));
    expect(error).toMatchObject({ status: 400, retryable: true });
    expect(error.retryAfterMs).toBeUndefined();
  });

  it("stops when the receiver answers webhook-delivery: abort-message", async () => {
    expect(await failure(send("/abort"))).toMatchObject({ status: 500, retryable: false });
  });

  it("times out a receiver that never answers within timeoutMs", async () => {
    const started = Date.now();
    const error = await failure(send("/silent", { timeoutMs: 300 }));
    expect(error).toMatchObject({ kind: "timeout", retryable: true });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("stops reading an endless answer after 64 KB and still counts the 2xx", async () => {
    await expect(send("/huge", { timeoutMs: 5_000 })).resolves.toEqual({ status: 200 });
  });

  it("reports a refused connection as a retryable network failure naming only the host", async () => {
    const closed = await startFixtureServer({});
    await closed.close();
    const error = await failure(
      sendWebhook({ url: `${closed.url}/hook?token=s3cret`, secret: SECRET, messageId: "m", body: BODY, allowPrivate: true }),
    );
    expect(error).toMatchObject({ kind: "network", retryable: true });
    expect(error.message).toContain("ECONNREFUSED");
    expect(error.message).not.toContain("s3cret");
  });

  it("refuses a secret that is not whsec_ base64, before connecting", async () => {
    const before = receiver.requests.length;
    expect(await failure(send("/hook", { secret: "whsec_" }))).toMatchObject({ kind: "rejected", retryable: false });
    expect(receiver.requests.length).toBe(before);
  });

  describe("without allowPrivate", () => {
    const port = () => new URL(receiver.url).port;
    const sendPublic = (url: string) => sendWebhook({ url, secret: SECRET, messageId: "msg_unsafe", body: BODY });

    it("refuses plain http before connecting", async () => {
      const before = receiver.requests.length;
      const error = await failure(sendPublic(`http://127.0.0.1:${port()}/hook`));
      expect(error).toMatchObject({ kind: "unsafe-destination", retryable: false });
      expect(error.message).toContain("https");
      expect(receiver.requests.length).toBe(before);
    });

    it.each(["https://127.0.0.1:PORT/hook", "https://[::1]:PORT/hook", "https://localhost:PORT/hook", "https://169.254.169.254/latest/meta-data"])(
      "refuses %s before connecting",
      async (template) => {
        const before = receiver.requests.length;
        const error = await failure(sendPublic(template.replace("PORT", port())));
        expect(error).toMatchObject({ kind: "unsafe-destination", retryable: false });
        expect(error.message).toBe("refused: not a public address");
        expect(receiver.requests.length).toBe(before);
      },
    );

    it("refuses a URL that does not parse", async () => {
      expect(await failure(sendPublic("not a url"))).toMatchObject({ kind: "unsafe-destination", retryable: false });
    });
  });
});
