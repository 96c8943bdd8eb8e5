import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface SmtpInbox {
  /** smtp://127.0.0.1:<port>, for the app's SMTP_URL. */
  url: string;
  /** Every message received, raw, in order of arrival. */
  mails: string[];
  close(): Promise<void>;
}

/** An SMTP server in this process on a free loopback port that keeps what it is sent: the app's relay in a test. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("latin1")));
      stream.on("end", () => {
        mails.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
