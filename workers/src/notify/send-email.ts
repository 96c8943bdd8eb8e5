import { createTransport, type NodemailerError } from "nodemailer";
import { DeliveryError } from "@tradewire/platform";

/** Nodemailer waits minutes by default; a stuck relay should fail the attempt and let the retry schedule act. */
const TIMEOUT_MS = 10_000;

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The alert's signed stop link: List-Unsubscribe with RFC 8058 one-click, so mail clients offer "Unsubscribe". */
  stopUrl?: string;
}

export interface Mailer {
  /** `response`: the relay's reply to the message ("250 2.0.0 Ok: queued as ..."). */
  send(message: EmailMessage): Promise<{ messageId: string; response: string }>;
  close(): void;
}

/**
 * Sends alert emails through one SMTP relay given as `smtp://` or `smtps://[user:pass@]host[:port]`. The
 * relay is operator configuration, not user input, so it is not run past the SSRF guard. Failures are
 * DeliveryErrors: a 4xx reply or a lost connection is worth retrying, a 5xx reply is final.
 */
export function createMailer(options: { smtpUrl: string; from: string }): Mailer {
  const relay = relayHostOf(options.smtpUrl);
  const transport = createTransport({
    url: options.smtpUrl,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
    dnsTimeout: TIMEOUT_MS,
  });
  return {
    async send(message) {
      try {
        const { stopUrl, ...content } = message;
        const unsubscribe = stopUrl ? { list: { unsubscribe: stopUrl }, headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } } : {};
        const info = await transport.sendMail({ from: options.from, ...content, ...unsubscribe });
        return { messageId: info.messageId, response: info.response };
      } catch (error) {
        throw deliveryErrorOf(relay, error);
      }
    },
    close: () => transport.close(),
  };
}

/** The relay's host for messages; checked up front so a bad setting fails at startup, not at the first alert. */
function relayHostOf(smtpUrl: string): string {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    // Not echoed: the URL may carry the relay password.
    throw new Error("SMTP URL is not a valid URL (expected smtp:// or smtps://)");
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") throw new Error(`SMTP URL must use smtp:// or smtps://, not ${url.protocol}`);
  return url.host;
}

/** Configuration mistakes that no retry will fix: missing credentials, an invalid envelope or message. */
const PERMANENT_CODES = new Set(["ECONFIG", "ENOAUTH", "EENVELOPE", "EMESSAGE"]);

/**
 * Reads an SMTP failure. With a reply code, nodemailer's `permanent` flag follows RFC 5321 (5yz final,
 * 4yz transient, except 503 "bad sequence", which a fresh session may not repeat); without one, a
 * connection that failed or timed out is retried.
 */
function deliveryErrorOf(relay: string, error: unknown): DeliveryError {
  const failure = error as NodemailerError;
  const prefix = `email via ${relay}`;
  if (typeof failure.responseCode === "number") {
    const retryable = failure.permanent === undefined ? failure.responseCode < 500 : !failure.permanent;
    return new DeliveryError("smtp", `${prefix}: ${failure.message}`, { retryable, status: failure.responseCode, cause: error });
  }
  if (failure.code === "ETIMEDOUT") return new DeliveryError("timeout", `${prefix}: ${failure.message}`, { retryable: true, cause: error });
  if (failure.code !== undefined && PERMANENT_CODES.has(failure.code)) {
    return new DeliveryError("smtp", `${prefix}: ${failure.message}`, { retryable: false, cause: error });
  }
  return new DeliveryError("network", `${prefix}: ${failure.message}`, { retryable: true, cause: error });
}
