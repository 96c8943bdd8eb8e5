import { createServer } from "node:net";

/** A TCP port nothing listens on at this instant, found by binding port 0 on 127.0.0.1 and letting go. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
