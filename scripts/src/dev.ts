import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { repoRoot } from "./app-version";

/** Hot reload: the API restarts on change (tsx watch) and Vite serves the frontend, proxying the API. */
const root = fileURLToPath(repoRoot);
const apiPort = process.env.BACKEND_PORT ?? "3000";
const children: ChildProcess[] = [
  spawn("npx", ["tsx", "watch", "scripts/src/start.ts", "--no-frontend-build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:5173" },
  }),
  spawn("npm", ["run", "dev", "--workspace", "@tradewire/frontend"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BACKEND_PORT: apiPort },
  }),
];
const stopAll = () => {
  for (const child of children) child.kill("SIGTERM");
};
for (const child of children) child.on("exit", stopAll);
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);
