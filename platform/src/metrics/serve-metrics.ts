import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Registry } from "prom-client";
import { scrapeMetrics } from "./scrape-metrics";

export interface MetricsListener {
  port: number;
  close(): Promise<void>;
}

/**
 * A process without an HTTP server of its own (a worker) serves its registry on `port`: GET /metrics under
 * the same token rule as an API node's; anything else is 404.
 */
export function serveMetrics(options: { registry: Registry; token: string | undefined; port: number; host?: string }): Promise<MetricsListener> {
  const server = createServer((request, response) => {
    const path = (request.url ?? "").split("?")[0];
    if (request.method !== "GET" || path !== "/metrics") {
      response.writeHead(404, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify({ error: "not_found", message: "Only GET /metrics is served here" }));
      return;
    }
    scrapeMetrics(options.registry, options.token, request.headers.authorization).then(
      ({ status, contentType, body, challenge }) =>
        response.writeHead(status, { "content-type": contentType, ...(challenge ? { "www-authenticate": challenge } : {}) }).end(body),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
