import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { environmentSchema } from "@tradewire/core/schemas/config";
import { describe, expect, it } from "vitest";
import { repoRoot } from "./app-version";

const root = fileURLToPath(repoRoot);
const read = (path: string) => readFileSync(join(root, path), "utf8");
const hasDockerCompose = spawnSync("docker-compose", ["version"], { encoding: "utf8" }).status === 0;
const APP_SECRET = "a-test-secret-of-more-than-32-characters";

interface ComposeService {
  image?: string;
  build?: { context: string; target?: string };
  command?: string[];
  init?: boolean;
  environment?: Record<string, string | null>;
  healthcheck?: { test: string[] };
  volumes?: (string | { source?: string; target: string })[];
  depends_on?: Record<string, { condition: string }>;
  profiles?: string[];
  ports?: (string | { target: number; published?: string | number; host_ip?: string })[];
}

/** A service's mounts as `source:target`, whichever syntax docker-compose printed them in. */
const mountsOf = (service: ComposeService) =>
  (service.volumes ?? []).map((volume) => (typeof volume === "string" ? volume.split(":").slice(0, 2).join(":") : `${volume.source}:${volume.target}`));

/** The compose file as docker-compose resolves it (anchors merged, variables set), through its own YAML reader. */
function resolvedCompose(env: Record<string, string>) {
  const config = spawnSync("docker-compose", ["config"], { cwd: root, env: { PATH: process.env.PATH, ...env }, encoding: "utf8" });
  expect(config.stderr).toBe("");
  expect(config.status).toBe(0);
  // docker-compose is Python and brings PyYAML: the same reader turns the result into JSON.
  const json = spawnSync("python3", ["-c", "import json, sys, yaml; print(json.dumps(yaml.safe_load(sys.stdin)))"], { input: config.stdout, encoding: "utf8" });
  expect(json.status).toBe(0);
  return JSON.parse(json.stdout) as { services: Record<string, ComposeService>; volumes: Record<string, unknown> };
}

describe("docker-compose.yml: the scaled topology", () => {
  it("passes `docker-compose config -q`, and refuses to start without APP_SECRET", () => {
    // Not skipped when missing: .ci/run installs Debian's docker-compose, and a check that did not run proves nothing.
    expect(hasDockerCompose, "docker-compose is not installed (apt-get install docker-compose)").toBe(true);
    const valid = spawnSync("docker-compose", ["config", "-q"], { cwd: root, env: { PATH: process.env.PATH, APP_SECRET }, encoding: "utf8" });
    expect({ status: valid.status, stderr: valid.stderr }).toEqual({ status: 0, stderr: "" });
    const unset = spawnSync("docker-compose", ["config", "-q"], { cwd: root, env: { PATH: process.env.PATH }, encoding: "utf8" });
    expect(unset.status).not.toBe(0);
    expect(unset.stderr).toMatch(/APP_SECRET/);
  });

  it("runs PostgreSQL, Redis, two API nodes, two workers and a proxy, each with a health check", () => {
    const { services, volumes } = resolvedCompose({ APP_SECRET });
    const always = Object.keys(services).filter((name) => !services[name]!.profiles?.length);
    expect(always.sort()).toEqual(["api-1", "api-2", "postgres", "proxy", "redis", "workers-1", "workers-2"]);
    for (const [name, service] of Object.entries(services)) expect(service.healthcheck?.test.length, name).toBeGreaterThan(1);
    expect(Object.keys(volumes).sort()).toEqual(["grafanadata", "identity", "pgdata", "prometheusdata", "redisdata"]);
    expect(mountsOf(services.postgres!)).toEqual(["pgdata:/var/lib/postgresql/data"]);
    expect(mountsOf(services.redis!)).toEqual(["redisdata:/data"]);

    for (const name of ["api-1", "api-2", "workers-1", "workers-2"]) {
      const service = services[name]!;
      // The multi-stage image, and node as the process (with tini): no `sh -c`, no npm, so the stop signal reaches the app.
      expect(service.build?.target, name).toBe("runtime");
      expect(service.init, name).toBe(true);
      expect(service.command?.slice(0, 3), name).toEqual(["node", "--import", "tsx"]);
      expect(service.environment, name).toMatchObject({
        DATABASE_URL: expect.stringMatching(/^postgres:\/\/.+@postgres:5432\//) as string,
        REDIS_URL: "redis://redis:6379",
        APP_SECRET,
      });
      expect(service.depends_on, name).toMatchObject({ postgres: { condition: "service_healthy" }, redis: { condition: "service_healthy" } });
    }
    for (const name of ["api-1", "api-2"]) {
      expect(services[name]!.command).toContain("scripts/src/start.ts");
      expect(services[name]!.environment).toMatchObject({ TRUST_PROXY: "true", DATA_DIR: "/app/data" });
      expect(mountsOf(services[name]!)).toEqual(["identity:/app/data"]);
    }
    for (const name of ["workers-1", "workers-2"]) expect(services[name]!.command).toContain("scripts/src/workers.ts");

    const proxy = services.proxy!;
    expect(proxy.image).toMatch(/^nginx:/);
    expect(mountsOf(proxy)).toEqual([`${join(root, "deploy/nginx.conf")}:/etc/nginx/conf.d/default.conf`]);
    expect(proxy.depends_on).toMatchObject({ "api-1": { condition: "service_healthy" }, "api-2": { condition: "service_healthy" } });
  });

  it("adds Prometheus and Grafana with the observability profile, scraping every node with METRICS_TOKEN", () => {
    const METRICS_TOKEN = "a-metrics-token-for-the-test";
    const { services } = resolvedCompose({ APP_SECRET, METRICS_TOKEN });
    const profiled = Object.keys(services).filter((name) => services[name]!.profiles?.length);
    expect(profiled.sort()).toEqual(["grafana", "prometheus"]);
    for (const name of profiled) expect(services[name]!.profiles).toEqual(["observability"]);
    for (const name of ["api-1", "api-2", "workers-1", "workers-2"]) expect(services[name]!.environment, name).toMatchObject({ METRICS_TOKEN });
    for (const name of ["workers-1", "workers-2"]) expect(services[name]!.environment, name).toMatchObject({ METRICS_PORT: "9464" });
    for (const name of ["api-1", "api-2"]) expect(services[name]!.environment, name).not.toHaveProperty("METRICS_PORT");
    // Without a token no node serves metrics: the rest of the set-up starts all the same.
    expect(resolvedCompose({ APP_SECRET }).services["api-1"]!.environment).toMatchObject({ METRICS_TOKEN: "" });

    const prometheus = services.prometheus!;
    expect(prometheus.image).toMatch(/^prom\/prometheus:/);
    expect(prometheus.environment).toMatchObject({ METRICS_TOKEN });
    expect(mountsOf(prometheus)).toContain(`${join(root, "deploy/prometheus/prometheus.yml")}:/etc/prometheus/prometheus.yml`);
    const scrape = read("deploy/prometheus/prometheus.yml");
    expect(scrape).toMatch(/targets: \["api-1:3000", "api-2:3000"\]/);
    expect(scrape).toMatch(/targets: \["workers-1:9464", "workers-2:9464"\]/);
    expect(scrape.match(/type: Bearer\s+credentials_file: \/tmp\/metrics-token/g)).toHaveLength(2);

    const grafana = services.grafana!;
    expect(grafana.image).toMatch(/^grafana\/grafana:/);
    expect(mountsOf(grafana)).toEqual(
      expect.arrayContaining([`${join(root, "deploy/grafana/provisioning")}:/etc/grafana/provisioning`, `${join(root, "deploy/grafana/dashboards")}:/etc/grafana/dashboards`]),
    );
    expect(read("deploy/grafana/provisioning/dashboards/tradewire.yml")).toMatch(/path: \/etc\/grafana\/dashboards/);
    expect(read("deploy/grafana/provisioning/datasources/prometheus.yml")).toMatch(/url: http:\/\/prometheus:9090/);
  });

  it("proxies to both API nodes and passes websocket upgrades (deploy/nginx.conf)", () => {
    const nginx = read("deploy/nginx.conf");
    expect(nginx.match(/server api-1:3000/g)).toHaveLength(2);
    expect(nginx.match(/server api-2:3000/g)).toHaveLength(2);
    expect(nginx).toMatch(/location \/socket\.io\/ \{[^}]*proxy_set_header Upgrade \$http_upgrade;[^}]*proxy_set_header Connection \$connection_upgrade;/);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    // The nodes' metrics are scraped inside the network, never through the public proxy.
    expect(nginx).toMatch(/location = \/metrics \{\s*return 404;\s*\}/);
  });
});

describe("Dockerfile", () => {
  const dockerfile = read("Dockerfile");

  it("builds in stages on node:20-bookworm-slim and runs node itself, so signals reach the app", () => {
    const stages = [...dockerfile.matchAll(/^FROM (\S+)(?: AS (\S+))?$/gm)].map(([, image, stage]) => ({ image, stage }));
    expect(stages.map((stage) => stage.stage)).toEqual(["manifests", "deps", "build", "server-deps", "runtime"]);
    expect(stages.filter((stage) => !stages.some((earlier) => earlier.stage === stage.image)).every((stage) => stage.image === "node:20-bookworm-slim")).toBe(true);
    const cmd = dockerfile.match(/^CMD (.+)$/m)?.[1];
    expect(JSON.parse(cmd ?? "[]")).toEqual(["node", "--import", "tsx", "scripts/src/start.ts", "--no-frontend-build"]);
    // The runtime stage takes production dependencies of the server and the built frontend, never the dev tools.
    const runtime = dockerfile.slice(dockerfile.indexOf("AS runtime"));
    expect(runtime).toMatch(/COPY --from=server-deps \/app\/node_modules/);
    expect(runtime).toMatch(/COPY --from=build \/app\/frontend\/dist frontend\/dist/);
    expect(runtime).toMatch(/^USER node$/m);
    expect(read(".dockerignore")).toMatch(/^\*\*\/node_modules$/m);
  });
});

describe("docs/operations.md", () => {
  const readme = read("docs/operations.md");

  it("documents every environment variable the processes read, one row each", () => {
    const rows = new Set([...readme.matchAll(/^\| `([A-Z_]+)` \|/gm)].map(([, name]) => name));
    const missing = Object.keys(environmentSchema.shape).filter((name) => !rows.has(name));
    expect(missing).toEqual([]);
  });

  it("explains every variable docker-compose.yml reads in its section on the scaled deployment", () => {
    const start = readme.indexOf("\n## Scaled deployment\n");
    expect(start).toBeGreaterThan(0);
    const end = readme.indexOf("\n## ", start + 1);
    const section = readme.slice(start, end > 0 ? end : undefined);
    const variables = [...new Set([...read("docker-compose.yml").matchAll(/\$\{([A-Z_]+)/g)].map(([, name]) => name))];
    expect(variables.length).toBeGreaterThan(3);
    expect(variables.filter((name) => !section.includes(`\`${name}\``))).toEqual([]);
  });
});
