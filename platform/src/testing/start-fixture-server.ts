import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FixtureRoute = (request: IncomingMessage, response: ServerResponse) => void;

export interface FixtureServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:54321 */
  url: string;
  /** Every request received, in order, so tests can check what the client sent. */
  requests: { path: string; headers: IncomingHttpHeaders }[];
  /** Answers every path without a route of its own; 404 when unset. */
  fallback?: FixtureRoute;
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 with a free port, for testing fetching code without the internet. */
export async function startFixtureServer(routes: Record<string, FixtureRoute>): Promise<FixtureServer> {
  const requests: FixtureServer["requests"] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://fixture").pathname;
    requests.push({ path, headers: request.headers });
    const route = routes[path] ?? fixtureServer.fallback;
    if (route) route(request, response);
    else response.writeHead(404, { "content-type": "text/plain" }).end("not found");
  });
  // Longer than any client keeps an idle socket: on a loaded machine a socket this server closed after Node's 5 s
  // default, as the client reused it, failed a request with "other side closed" (a network error, not the answer).
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const fixtureServer: FixtureServer = {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Routes that never answer hold their sockets open; drop them so close() can finish.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fixtureServer;
}
