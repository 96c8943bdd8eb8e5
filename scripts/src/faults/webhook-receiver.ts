import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

/** How an endpoint of the receiver behaves: answers at once, after a delay, with a 500, or never. */
export type EndpointMode = { kind: "ok" } | { kind: "slow"; delayMs: number } | { kind: "error"; status: number };

export interface WebhookRequest {
  endpoint: string;
  webhookId: string;
  receivedAt: number;
  /** When the receiver answered, or undefined while it has not (or the sender hung up first). */
  answeredAt?: number;
  status?: number;
  /** A 2xx reached the sender's open connection: the delivery counts as received. */
  acknowledged: boolean;
  /** The sender closed the connection before the answer went out (a killed worker, a timeout). */
  abandoned: boolean;
  /** The Standard Webhooks signature checked out against the endpoint's secret. */
  signatureValid: boolean;
  title: string | undefined;
}

export interface WebhookReceiver {
  url: string;
  endpointUrl(endpoint: string): string;
  setSecret(endpoint: string, secret: string): void;
  setMode(endpoint: string, mode: EndpointMode): void;
  requests: WebhookRequest[];
  /** Requests of one message, oldest first. */
  requestsFor(webhookId: string): WebhookRequest[];
  /** Per webhook-id, how many times it was acknowledged: "exactly once" is every count being 1. */
  acknowledgedCounts(endpoint?: string): Map<string, number>;
  close(): Promise<void>;
}

const headerOf = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * A loopback webhook receiver: endpoints /hooks/<name>, each with its own behaviour and secret. Every
 * request is recorded by its `webhook-id` (Standard Webhooks), with whether its 2xx reached the sender,
 * so the test can tell "sent twice but received once" (a receiver dedupes by id) from "received twice".
 */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const modes = new Map<string, EndpointMode>();
  const secrets = new Map<string, string>();
  const requests: WebhookRequest[] = [];
  const server: Server = createServer((request, response) => {
    const endpoint = /^\/hooks\/([\w-]+)$/.exec(request.url ?? "")?.[1];
    if (request.method !== "POST" || !endpoint) return void response.writeHead(404).end();
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const webhookId = headerOf(request.headers, "webhook-id") ?? "";
      const secret = secrets.get(endpoint);
      let signatureValid = false;
      try {
        if (secret) {
          new Webhook(secret).verify(body, {
            "webhook-id": webhookId,
            "webhook-timestamp": headerOf(request.headers, "webhook-timestamp") ?? "",
            "webhook-signature": headerOf(request.headers, "webhook-signature") ?? "",
          });
          signatureValid = true;
        }
      } catch {
        signatureValid = false;
      }
      let title: string | undefined;
      try {
        title = (JSON.parse(body) as { data?: { item?: { title?: string } } }).data?.item?.title;
      } catch {
        title = undefined;
      }
      const record: WebhookRequest = { endpoint, webhookId, receivedAt: Date.now(), acknowledged: false, abandoned: false, signatureValid, title };
      requests.push(record);
      response.on("close", () => {
        if (!response.writableFinished) record.abandoned = true;
      });
      const mode = modes.get(endpoint) ?? { kind: "ok" };
      const answer = (status: number) => {
        if (record.abandoned || response.destroyed) return;
        record.status = status;
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify({ received: status < 300 }), () => {
          record.answeredAt = Date.now();
          record.acknowledged = status >= 200 && status < 300 && !record.abandoned;
        });
      };
      if (mode.kind === "ok") answer(204);
      else if (mode.kind === "error") answer(mode.status);
      else setTimeout(() => answer(204), mode.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    endpointUrl: (endpoint) => `${url}/hooks/${endpoint}`,
    setSecret: (endpoint, secret) => void secrets.set(endpoint, secret),
    setMode: (endpoint, mode) => void modes.set(endpoint, mode),
    requests,
    requestsFor: (webhookId) => requests.filter((request) => request.webhookId === webhookId),
    acknowledgedCounts(endpoint) {
      const counts = new Map<string, number>();
      for (const request of requests) {
        if (endpoint !== undefined && request.endpoint !== endpoint) continue;
        counts.set(request.webhookId, (counts.get(request.webhookId) ?? 0) + (request.acknowledged ? 1 : 0));
      }
      return counts;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
