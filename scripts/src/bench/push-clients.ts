import { io as connect, type Socket } from "socket.io-client";

/**
 * The clients of the push benchmark, in a process of their own so that receiving does not compete with
 * the server for its event loop (as real browsers would not). Driven by its parent over IPC:
 * `connect` opens the sockets; `arm` listens for one event on every socket, says `armed`, then answers
 * each receipt as wall-clock milliseconds (timeOrigin + now, comparable across processes on one machine).
 */
type Command =
  | { type: "connect"; url: string; count: number; token?: string; tokenEvery?: number }
  | { type: "arm"; event: string }
  | { type: "close" };

let sockets: Socket[] = [];
const now = () => performance.timeOrigin + performance.now();
const reply = (message: unknown) => process.send!(message);

process.on("message", async (command: Command) => {
  if (command.type === "connect") {
    for (const socket of sockets) socket.disconnect();
    // Connected in slices: a thousand simultaneous handshakes would time out on a small machine.
    sockets = [];
    for (let start = 0; start < command.count; start += 100) {
      const slice = await Promise.all(
        Array.from({ length: Math.min(100, command.count - start) }, (_, offset) => {
          const i = start + offset;
          const member = command.token && command.tokenEvery && i % command.tokenEvery === 0;
          const socket = connect(command.url, { transports: ["websocket"], auth: member ? { token: command.token } : {}, reconnection: false });
          return new Promise<Socket>((resolve, reject) => {
            socket.once("connect", () => resolve(socket));
            socket.once("connect_error", reject);
          });
        }),
      );
      sockets.push(...slice);
    }
    reply({ type: "connected", count: sockets.length });
  } else if (command.type === "arm") {
    const receipts = Promise.all(sockets.map((socket) => new Promise<number>((resolve) => socket.once(command.event, () => resolve(now())))));
    reply({ type: "armed" });
    reply({ type: "received", receipts: await receipts });
  } else if (command.type === "close") {
    for (const socket of sockets) socket.disconnect();
    process.exit(0);
  }
});
reply({ type: "ready" });
