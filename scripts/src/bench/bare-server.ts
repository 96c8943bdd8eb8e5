import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The read benchmark's baseline: a bare node `http` server answering every request with the bytes its
 * parent hands it over IPC (`{ body }`, base64), with the same Content-Type. In a process of its own, like
 * the app it is measured against.
 */
let body = Buffer.alloc(0);
const server = createServer((_request, response) => {
  response.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": body.length });
  response.end(body);
});
server.listen(0, "127.0.0.1", () => process.send!({ port: (server.address() as AddressInfo).port }));
process.on("message", (message: { body?: string; close?: true }) => {
  if (message.close) server.close(() => process.exit(0));
  if (message.body !== undefined) {
    body = Buffer.from(message.body, "base64");
    process.send!({ serving: body.length });
  }
});
