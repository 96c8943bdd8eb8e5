import { spawnSync } from "node:child_process";

/** The processes holding an established TCP connection to 127.0.0.1:`port` right now (from `ss -tnp`). */
export function pidsConnectedTo(port: number): Set<number> {
  const result = spawnSync("ss", ["-tnpH", "state", "established", `( dport = :${port} )`], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`ss failed: ${result.stderr}`);
  return new Set([...result.stdout.matchAll(/pid=(\d+)/g)].map((match) => Number(match[1])));
}
