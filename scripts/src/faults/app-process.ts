import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../..", import.meta.url));

export interface AppProcess {
  name: string;
  pid: number;
  logFile: string;
  alive(): boolean;
  /** Resolves with how the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): void;
  /** The last lines of its log, for a failure message. */
  tail(lines?: number): string;
}

/**
 * One process of the scaled set-up, as the README runs it (`node --import tsx scripts/src/<entry>.ts`),
 * started directly so that signals reach node itself; stdout and stderr go to its own log file.
 */
export function spawnAppProcess(name: string, entry: string, args: string[], env: Record<string, string>, logFile: string): AppProcess {
  const log = openSync(logFile, "a");
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", entry, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? "/tmp", ...env },
    stdio: ["ignore", log, log],
  });
  closeSync(log);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return {
    name,
    pid: child.pid ?? -1,
    logFile,
    alive: () => child.exitCode === null && child.signalCode === null,
    exited,
    kill: (signal) => void child.kill(signal),
    tail(lines = 40) {
      try {
        return readFileSync(logFile, "utf8").split("\n").slice(-lines).join("\n");
      } catch {
        return "(no log)";
      }
    },
  };
}
