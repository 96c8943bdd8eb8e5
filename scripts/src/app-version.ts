import { readFileSync } from "node:fs";

export const repoRoot = new URL("../../", import.meta.url);

export const appVersion: string = (JSON.parse(readFileSync(new URL("package.json", repoRoot), "utf8")) as { version: string })
  .version;
