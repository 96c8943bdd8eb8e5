import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { startSmtpInbox, type SmtpInbox } from "@tradewire/platform/testing";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJson } from "../../testing/read-json";
import { startTestServer, type TestServer } from "../../testing/test-server";

describe.each(testEngines)("Send test on a channel on %s", (engine) => {
  let app: TestServer;
  let receiver: Server;
  let smtp: SmtpInbox;
  let token: string;
  let answer = 200;
  const received: { body: string; headers: Record<string, string> }[] = [];

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        received.push({ body, headers: request.headers as Record<string, string> });
        response.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    smtp = await startSmtpInbox();
    app = await startTestServer(engine, { env: { ALLOW_PRIVATE_WEBHOOKS: "true", APP_SECRET: "t".repeat(40), SMTP_URL: smtp.url } });
    token = await app.tokenFor("trader@demo.local");
  });
  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => receiver?.close(() => resolve()));
    await smtp?.close();
  });

  const call = async (method: string, path: string, body?: unknown, as = token) => {
    const response = await fetch(`${app.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${as}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await readJson(response)) as Record<string, unknown> };
  };

  it("sends a signed test message through a webhook channel and shows the receiver's status, then its failure", async () => {
    const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const channel = await call("POST", "/api/alert/channel", { channel_name: "Bot", type: "webhook", endpoint });
    const tested = await call("POST", `/api/alert/channel/${channel.body.channel_id}/test`);
    expect(tested.status).toBe(200);
    expect(tested.body.last_test).toMatchObject({ ok: true, result: "HTTP 200" });
    expect(received).toHaveLength(1);
    new Webhook(channel.body.signing_secret as string).verify(received[0]!.body, received[0]!.headers);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ type: "channel.test", data: { channel_id: channel.body.channel_id } });

    answer = 500;
    const failed = await call("POST", `/api/alert/channel/${channel.body.channel_id}/test`);
    expect(failed.body.last_test).toMatchObject({ ok: false, result: expect.stringMatching(/^webhook to 127\.0\.0\.1:\d+: HTTP 500$/) });
    answer = 200;
    // The outcome stays on the channel for the form.
    const [listed] = ((await call("GET", "/api/alert/channel")).body as unknown as Record<string, unknown>[]).filter((row) => row.channel_id === channel.body.channel_id);
    expect(listed!.last_test).toMatchObject({ ok: false });
  });

  it("shows the SMTP relay's reply for an email channel, with no stop link in a test", async () => {
    const channel = await call("POST", "/api/alert/channel", { channel_name: "Desk mail", type: "email", email: "desk@example.com" });
    const tested = await call("POST", `/api/alert/channel/${channel.body.channel_id}/test`);
    expect(tested.body.last_test).toMatchObject({ ok: true, result: expect.stringMatching(/^250 /) });
    expect(smtp.mails.at(-1)).toContain("Tradewire test message");
    expect(smtp.mails.at(-1)).not.toMatch(/List-Unsubscribe/);
  });

  it("answers 404 for another user's channel and sends nothing", async () => {
    const mine = await call("POST", "/api/alert/channel", { channel_name: "Mine", type: "email", email: "me@example.com" });
    const admin = await app.tokenFor("admin@demo.local");
    const before = smtp.mails.length;
    expect((await call("POST", `/api/alert/channel/${mine.body.channel_id}/test`, undefined, admin)).status).toBe(404);
    expect(smtp.mails.length).toBe(before);
  });
});
