import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { webhookBodySchema, type WebhookBody } from "@tradewire/core";

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  /** Where a webhook channel points: http://127.0.0.1:<port>/tradewire (the app needs ALLOW_PRIVATE_WEBHOOKS). */
  url: string;
  /** Every request received, in order. */
  requests: ReceivedWebhook[];
  close(): Promise<void>;
}

/** A webhook receiver on 127.0.0.1 that keeps what it is sent and answers `status` to each request. */
export async function startWebhookReceiver(status = 200): Promise<WebhookReceiver> {
  const requests: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      requests.push({ headers: request.headers, body });
      response.writeHead(status).end();
    });
  });
  // Longer than the app's idle sockets live: a socket the server closes as the app reuses it fails the request.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/tradewire`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** What a receiver was sent, each body parsed by the webhook contract (a body that breaks it fails the test). */
export const webhookBodiesOf = (receiver: WebhookReceiver): WebhookBody[] => receiver.requests.map((request) => webhookBodySchema.parse(JSON.parse(request.body)));

/** The alert.triggered bodies a receiver was sent for one alert, oldest first. */
export const alertDeliveriesOf = (receiver: WebhookReceiver, alertId: number) =>
  webhookBodiesOf(receiver).filter((body): body is Extract<WebhookBody, { type: "alert.triggered" }> => body.type === "alert.triggered" && body.data.alert.alert_id === alertId);
