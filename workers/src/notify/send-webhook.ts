import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { Webhook } from "standardwebhooks";
import { retryAfterSeconds } from "../sources/retry-after-seconds";
import { DeliveryError } from "@tradewire/platform";
import { resolvePublicAddress } from "./ssrf-guard";

const DEFAULT_TIMEOUT_MS = 10_000;
/** Receivers' answers are not read, only drained so the exchange completes; a huge one is cut off. */
const MAX_RESPONSE_BYTES = 64 * 1024;
const USER_AGENT = "Tradewire-Webhooks/1";
const MAX_LOCATION_CHARS = 200;

export interface WebhookDelivery {
  url: string;
  /** The endpoint's signing secret, "whsec_" + base64. */
  secret: string;
  /** Stable across retries of one message, so receivers can drop duplicates. */
  messageId: string;
  /** The JSON text to send, signed byte for byte. */
  body: string;
  timestamp?: Date;
  /** Covers resolving, connecting, sending and reading the answer. */
  timeoutMs?: number;
  /** Lets http:// and private addresses through; for tests and local development only. */
  allowPrivate?: boolean;
}

/**
 * POSTs one signed message (Standard Webhooks headers) to a user's endpoint. The URL is the user's, so
 * the request may only reach a public address, connects to exactly the address that was checked, and
 * follows no redirect. Resolves on any 2xx; everything else is a DeliveryError saying whether to retry.
 */
export async function sendWebhook(delivery: WebhookDelivery): Promise<{ status: number }> {
  const { timeoutMs = DEFAULT_TIMEOUT_MS, allowPrivate = false, timestamp = new Date() } = delivery;
  const url = endpointOf(delivery.url, allowPrivate);
  // Errors name only the host: webhook paths and queries often carry the receiver's own access token.
  const target = url.host;
  const headers: OutgoingHttpHeaders = {
    host: url.host,
    "content-type": "application/json",
    "content-length": Buffer.byteLength(delivery.body),
    "user-agent": USER_AGENT,
    "webhook-id": delivery.messageId,
    "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
    "webhook-signature": signatureOf(delivery, timestamp),
  };
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    const pinned = await untilAborted(resolvePublicAddress(url.hostname, { allowPrivate }), deadline);
    const answer = await post(url, pinned, headers, delivery.body, deadline);
    return outcomeOf(target, answer, new Date());
  } catch (error) {
    if (error instanceof DeliveryError) throw error;
    if (deadline.aborted) {
      throw new DeliveryError("timeout", `webhook to ${target}: no complete answer within ${timeoutMs} ms`, { retryable: true, cause: error });
    }
    const code = (error as { code?: unknown }).code ?? (error as Error).message;
    throw new DeliveryError("network", `webhook to ${target}: request failed: ${String(code)}`, { retryable: true, cause: error });
  }
}

/** The Standard Webhooks signature; a secret the library cannot read is the endpoint's misconfiguration, final. */
function signatureOf(delivery: WebhookDelivery, timestamp: Date): string {
  try {
    return new Webhook(delivery.secret).sign(delivery.messageId, timestamp, delivery.body);
  } catch (error) {
    throw new DeliveryError("rejected", "webhook secret is not a valid whsec_ secret", { retryable: false, cause: error });
  }
}

/** The endpoint as a URL, refused unless it is https (plain http only where private targets are allowed). */
function endpointOf(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch (error) {
    throw new DeliveryError("unsafe-destination", "webhook URL is not a valid absolute URL", { retryable: false, cause: error });
  }
  const allowed = url.protocol === "https:" || (allowPrivate && url.protocol === "http:");
  if (!allowed) {
    throw new DeliveryError("unsafe-destination", `webhook URL for ${url.host} must use https, not ${url.protocol}`, { retryable: false });
  }
  return url;
}

/**
 * Sends the request to the checked address while Host and TLS SNI keep the URL's hostname. The custom
 * lookup answers with that address instead of asking DNS again, so a rebinding DNS server cannot swap in
 * another. agent: false gives each delivery its own connection, so no pooled socket escapes the check.
 */
function post(
  url: URL,
  pinned: { address: string; family: 4 | 6 },
  headers: OutgoingHttpHeaders,
  body: string,
  signal: AbortSignal,
): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === "https:" ? httpsRequest : httpRequest;
    const request = send(
      {
        protocol: url.protocol,
        host: url.hostname.replace(/^\[|\]$/g, ""),
        port: url.port === "" ? undefined : Number(url.port),
        path: `${url.pathname}${url.search}`,
        method: "POST",
        headers,
        signal,
        agent: false,
        lookup: pinnedLookup(pinned),
        ...(url.username === "" ? {} : { auth: `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}` }),
      },
      (response) => {
        drain(response, MAX_RESPONSE_BYTES).then(() => resolve({ status: response.statusCode ?? 0, headers: response.headers }), reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** A lookup that always answers with the one address the guard approved. */
function pinnedLookup({ address, family }: { address: string; family: 4 | 6 }): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/** Reads the answer to its end so the exchange completes, but stops caring after maxBytes. */
function drain(response: IncomingMessage, maxBytes: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let received = 0;
    response.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received <= maxBytes) return;
      resolve();
      response.destroy();
    });
    response.on("end", () => resolve());
    response.on("error", reject);
    response.on("close", () => {
      if (!response.complete) reject(Object.assign(new Error("connection closed before the answer ended"), { code: "ECONNRESET" }));
    });
  });
}

/**
 * Turns the receiver's status into success or a DeliveryError, following Svix: any 2xx succeeds; a 3xx
 * fails (a redirect could point anywhere, 127.0.0.1 included, and is never followed); 410 Gone and the
 * `webhook-delivery: abort-message` header stop retries; every other failure is worth another attempt.
 */
function outcomeOf(target: string, answer: { status: number; headers: IncomingHttpHeaders }, now: Date): { status: number } {
  const { status, headers } = answer;
  if (status >= 200 && status < 300) return { status };
  if (String(headers["webhook-delivery"] ?? "").trim().toLowerCase() === "abort-message") {
    return fail(`webhook to ${target}: HTTP ${status}, and the receiver asked not to retry (webhook-delivery: abort-message)`, status, false);
  }
  if (status >= 300 && status < 400) {
    const location = String(headers.location ?? "nowhere").slice(0, MAX_LOCATION_CHARS);
    return fail(`webhook to ${target}: the receiver redirected (HTTP ${status} to ${location}); redirects are not followed`, status, true);
  }
  if (status === 410) return fail(`webhook to ${target}: HTTP 410, the endpoint is gone`, status, false);
  const throttled = status === 429 || status === 503;
  const seconds = throttled ? retryAfterSeconds(headerText(headers["retry-after"]), now) : undefined;
  return fail(`webhook to ${target}: HTTP ${status}`, status, true, seconds === undefined ? undefined : seconds * 1000);
}

function fail(message: string, status: number, retryable: boolean, retryAfterMs?: number): never {
  throw new DeliveryError("http", message, { retryable, status, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) });
}

function headerText(value: string | string[] | undefined): string | null {
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
}

/** Stops waiting for a step that cannot itself be cancelled (a DNS lookup) once the deadline passes. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
