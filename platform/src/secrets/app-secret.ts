import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { AppConfig } from "@tradewire/core/schemas/config";

const FILE_NAME = "app-secret";
const cached = new Map<string, string>();

/**
 * The key that seals stored secrets (webhook signing secrets): APP_SECRET, or in embedded mode one
 * generated into DATA_DIR on first use, so a single-process install needs no setup. Scaled mode runs API
 * nodes and workers apart, so they must share APP_SECRET explicitly.
 */
export function appSecretOf(config: Pick<AppConfig, "APP_SECRET" | "DATA_DIR" | "jobsEngine">): string {
  if (config.APP_SECRET) return config.APP_SECRET;
  if (config.jobsEngine === "bullmq") throw new Error("APP_SECRET must be set in scaled mode: API nodes and workers must share it");
  let secret = cached.get(config.DATA_DIR);
  if (secret) return secret;
  const path = join(config.DATA_DIR, FILE_NAME);
  try {
    secret = readFileSync(path, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    mkdirSync(config.DATA_DIR, { recursive: true });
    try {
      writeFileSync(path, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
    } catch (raced) {
      // Another process of this install wrote it first: theirs is the one.
      if ((raced as NodeJS.ErrnoException).code !== "EEXIST") throw raced;
    }
    secret = readFileSync(path, "utf8").trim();
  }
  cached.set(config.DATA_DIR, secret);
  return secret;
}
