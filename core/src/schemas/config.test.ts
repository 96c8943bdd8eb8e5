import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("gives embedded defaults when nothing is set", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      publicUrl: "http://localhost:3000",
      oidcIssuer: "http://localhost:3000/oidc",
      builtInIdentity: true,
      databaseEngine: "pglite",
      jobsEngine: "inline",
      ADMIN_EMAILS: ["admin@demo.local"],
      SOURCES: "live",
    });
  });

  it("switches to PostgreSQL, BullMQ and an external issuer when their variables are set", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://db:5432/tradewire",
      REDIS_URL: "redis://cache:6379",
      OIDC_ISSUER: "https://login.example.com/",
      PUBLIC_URL: "https://tradewire.example.com/",
    });
    expect(config).toMatchObject({
      databaseEngine: "postgres",
      jobsEngine: "bullmq",
      builtInIdentity: false,
      oidcIssuer: "https://login.example.com",
      publicUrl: "https://tradewire.example.com",
    });
  });

  it("reads ADMIN_EMAILS as a trimmed, lower-cased list", () => {
    expect(loadConfig({ ADMIN_EMAILS: " Boss@Example.com, ops@example.com ,," }).ADMIN_EMAILS).toEqual([
      "boss@example.com",
      "ops@example.com",
    ]);
  });

  it.each([
    [{ PORT: "abc" }, /^Invalid PORT \("abc"\): /],
    [{ PORT: "70000" }, /^Invalid PORT \("70000"\): /],
    [{ DATABASE_URL: "mysql://db/x" }, /^Invalid DATABASE_URL \("mysql:\/\/db\/x"\): must be a postgres:\/\/ URL$/],
    [{ REDIS_URL: "localhost:6379" }, /^Invalid REDIS_URL .*must be a redis:\/\/ URL$/],
    [{ OIDC_ISSUER: "not a url" }, /^Invalid OIDC_ISSUER /],
    [{ ADMIN_EMAILS: "boss@example.com, nobody" }, /^Invalid ADMIN_EMAILS .*comma-separated list of e-mail addresses$/],
    [{ SOURCES: "sometimes" }, /^Invalid SOURCES \("sometimes"\): /],
    [{ LOG_LEVEL: "loud" }, /^Invalid LOG_LEVEL /],
  ])("rejects %o with one line naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
