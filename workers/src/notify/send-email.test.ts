import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveryFailure } from "@tradewire/platform/testing";
import { createMailer } from "./send-email";

const FROM = "Tradewire Alerts <alerts@tradewire.test>";
const MESSAGE = {
  to: "dana@example.com",
  subject: "Tariff alert: US 25%+ tariff on EU cars",
  text: "Probability now 23.5% (+4.5 pts in 24h).",
  html: "<p>Probability now <b>23.5%</b> (+4.5 pts in 24h).</p>",
};

interface Received {
  from: string | false;
  to: string[];
  user: string | undefined;
  raw: string;
}

/** A real SMTP server on 127.0.0.1: rejects some recipients the way relays do, records what it accepts. */
async function startSmtpServer(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === "relay" && auth.password === "p@ss word") callback(null, { user: auth.username });
      else callback(Object.assign(new Error("Authentication failed"), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (address.address === "nobody@example.com") return callback(Object.assign(new Error("No such user here"), { responseCode: 550 }));
      if (address.address === "busy@example.com") return callback(Object.assign(new Error("Mailbox busy, try later"), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom && session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const failure = deliveryFailure;

describe("createMailer against an in-process SMTP server", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let mailer: ReturnType<typeof createMailer>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: FROM });
  });

  afterAll(async () => {
    mailer.close();
    await smtp.close();
  });

  it("delivers a message with both a text and an HTML part", async () => {
    const { messageId } = await mailer.send(MESSAGE);
    expect(messageId).toMatch(/^<.+@.+>$/);
    const mail = smtp.received.at(-1)!;
    expect(mail.from).toBe("alerts@tradewire.test");
    expect(mail.to).toEqual(["dana@example.com"]);
    expect(mail.raw).toMatch(/^From: Tradewire Alerts <alerts@tradewire\.test>\r$/m);
    expect(mail.raw).toMatch(/^To: dana@example\.com\r$/m);
    expect(mail.raw).toMatch(/^Subject: Tariff alert: US 25%\+ tariff on EU cars\r$/m);
    expect(mail.raw).toContain(`Message-ID: ${messageId}`);
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    expect(mail.raw).toContain("<b>23.5%</b>");
  });

  it("logs in with the credentials in the URL", async () => {
    const authed = createMailer({ smtpUrl: `smtp://relay:${encodeURIComponent("p@ss word")}@127.0.0.1:${smtp.port}`, from: FROM });
    try {
      await authed.send(MESSAGE);
      expect(smtp.received.at(-1)!.user).toBe("relay");
    } finally {
      authed.close();
    }
  });

  it("treats a 535 login refusal as final, without quoting the password", async () => {
    const wrong = createMailer({ smtpUrl: `smtp://relay:hunter2@127.0.0.1:${smtp.port}`, from: FROM });
    try {
      const error = await failure(wrong.send(MESSAGE));
      expect(error).toMatchObject({ kind: "smtp", status: 535, retryable: false });
      expect(error.message).not.toContain("hunter2");
    } finally {
      wrong.close();
    }
  });

  it("treats a 550 recipient rejection as final", async () => {
    const error = await failure(mailer.send({ ...MESSAGE, to: "nobody@example.com" }));
    expect(error).toMatchObject({ kind: "smtp", status: 550, retryable: false });
    expect(error.message).toContain("No such user here");
  });

  it("retries a 451 recipient deferral", async () => {
    const error = await failure(mailer.send({ ...MESSAGE, to: "busy@example.com" }));
    expect(error).toMatchObject({ kind: "smtp", status: 451, retryable: true });
  });

  it("retries when the relay cannot be reached", async () => {
    const gone = await startSmtpServer();
    await gone.close();
    const unreachable = createMailer({ smtpUrl: `smtp://127.0.0.1:${gone.port}`, from: FROM });
    try {
      const error = await failure(unreachable.send(MESSAGE));
      expect(error).toMatchObject({ kind: "network", retryable: true });
      expect(error.status).toBeUndefined();
    } finally {
      unreachable.close();
    }
  });

  it("refuses a URL that is not smtp:// or smtps:// up front", () => {
    expect(() => createMailer({ smtpUrl: "http://127.0.0.1:25", from: FROM })).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(() => createMailer({ smtpUrl: "relay:secret@host", from: FROM })).toThrow(/smtp/);
  });
});
