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

  it("turns metrics on with a token of 16 characters or more, and a worker's listener with METRICS_PORT; empty is unset", () => {
    for (const env of [{}, { METRICS_TOKEN: "", METRICS_PORT: "" }]) {
      const { METRICS_TOKEN, METRICS_PORT } = loadConfig(env);
      expect({ METRICS_TOKEN, METRICS_PORT }).toEqual({ METRICS_TOKEN: undefined, METRICS_PORT: undefined });
    }
    expect(loadConfig({ METRICS_TOKEN: "a-token-of-some-length", METRICS_PORT: "9464" })).toMatchObject({ METRICS_TOKEN: "a-token-of-some-length", METRICS_PORT: 9464 });
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(new ConfigError('Invalid METRICS_TOKEN ("short"): must be at least 16 characters'));
    expect(() => loadConfig({ METRICS_PORT: "70000" })).toThrow(/^Invalid METRICS_PORT \("70000"\)/);
  });

  it("takes the map's tile URL template, OpenStreetMap's unless MAP_TILE_URL names another", () => {
    expect(loadConfig({}).MAP_TILE_URL).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    expect(loadConfig({ MAP_TILE_URL: "http://127.0.0.1:9000/tiles/{z}/{x}/{y}.png" }).MAP_TILE_URL).toBe(
      "http://127.0.0.1:9000/tiles/{z}/{x}/{y}.png",
    );
  });

  it("points the Middle East view's traffic charts at Cloudflare Radar unless told otherwise", () => {
    expect(loadConfig({})).toMatchObject({
      TRAFFIC_CHART_IRAN_URL: "https://radar.cloudflare.com/embed/TrafficVolumeXY?location=ir&dateRange=7d",
      TRAFFIC_CHART_ISRAEL_URL: "https://radar.cloudflare.com/embed/TrafficVolumeXY?location=il&dateRange=7d",
    });
    expect(loadConfig({ TRAFFIC_CHART_IRAN_URL: "https://stats.example.com/ir" }).TRAFFIC_CHART_IRAN_URL).toBe("https://stats.example.com/ir");
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
    [{ NEWSLETTER_URL: "ftp://lists.example.com/join" }, /^Invalid NEWSLETTER_URL .*must be a http\(s\):\/\/ URL$/],
    [{ MAP_TILE_URL: "tiles.example.com/{z}/{x}/{y}.png" }, /^Invalid MAP_TILE_URL .*must be an http\(s\):\/\/ URL$/],
    [{ MAP_TILE_URL: "https://tiles.example.com/{z}/{x}.png" }, /^Invalid MAP_TILE_URL .*must hold \{z\}, \{x\} and \{y\}$/],
    [{ TRAFFIC_CHART_ISRAEL_URL: "javascript:alert(1)" }, /^Invalid TRAFFIC_CHART_ISRAEL_URL .*must be an http\(s\):\/\/ URL$/],
  ])("rejects %o with one line naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
