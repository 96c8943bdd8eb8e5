import { request, type IncomingHttpHeaders } from "node:http";

export interface SentRequest {
  method: string;
  /** Path and query exactly as they go on the wire (fetch would normalise them). */
  target: string;
  headers?: Record<string, string>;
  body?: Buffer;
}

export interface Answer {
  /** 0 when no answer came: see `failure`. */
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  ms: number;
  /** Why there was no answer: "timeout after 5000 ms", a socket error. */
  failure?: string;
}

/**
 * Sends one request on a connection of its own and waits for the answer, at most `timeoutMs`. The
 * connection may start from another loopback address (127.0.0.x), so that per-address limits see many
 * clients. A server that answers before reading the whole body (413) may reset the connection while
 * the body is still going out: the answer counts, the write error does not.
 */
export function sendRequest(
  origin: string,
  sent: SentRequest,
  { timeoutMs = 5_000, localAddress }: { timeoutMs?: number; localAddress?: string } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: Omit<Answer, "ms">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...answer, ms: Math.round(performance.now() - started) });
    };
    const headers: Record<string, string> = { connection: "close", ...sent.headers };
    if (sent.body) headers["content-length"] = String(sent.body.length);
    const outgoing = request(
      { host: hostname, port: Number(port), method: sent.method, path: sent.target, headers, agent: false, ...(localAddress ? { localAddress } : {}) },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () => finish({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }));
        incoming.on("error", (error) => finish({ status: 0, headers: {}, body: Buffer.alloc(0), failure: `answer broke off: ${error.message}` }));
      },
    );
    const timer = setTimeout(() => {
      finish({ status: 0, headers: {}, body: Buffer.alloc(0), failure: `timeout after ${timeoutMs} ms` });
      outgoing.destroy();
    }, timeoutMs);
    // A reset while the body is still being written: wait briefly for the answer the server sent first.
    outgoing.on("error", (error) => setTimeout(() => finish({ status: 0, headers: {}, body: Buffer.alloc(0), failure: `connection error: ${error.message}` }), 250));
    outgoing.end(sent.body);
  });
}
