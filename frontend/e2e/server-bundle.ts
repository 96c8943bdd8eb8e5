import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";

/**
 * `scripts/src/start.ts` and our packages' sources in one ES module, for tests that start many apps: loading the
 * app's few hundred modules through tsx cost each start about 5 s of CPU (its loader thread and per-module hooks),
 * two dozen times a browser run. Dependencies stay outside, loaded from node_modules as `npm start` loads them, so the
 * file is written under node_modules/.cache where their bare names resolve. Returns its path.
 */
export async function bundleServer(name: string): Promise<string> {
  const repoRoot = new URL("../../", import.meta.url);
  const folder = fileURLToPath(new URL("node_modules/.cache/tradewire-server/", repoRoot));
  mkdirSync(folder, { recursive: true });
  const outfile = `${folder}${name}.mjs`;
  await build({
    entryPoints: [fileURLToPath(new URL("scripts/src/start.ts", repoRoot))],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: "inline",
    logLevel: "warning",
    plugins: [dependenciesOutside, sourceModuleUrls],
  });
  return outfile;
}

/** A bare import that is not one of ours (`@tradewire/…`) is a dependency, left to Node. */
const dependenciesOutside: Plugin = {
  name: "dependencies-outside",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith("@tradewire/") ? undefined : { path: args.path, external: true }));
  },
};

/**
 * Each source file keeps its own `import.meta.url`: files find what lies beside them by it (the migrations, the
 * models and the replay data), and in one bundle they would all be the bundle's.
 */
const sourceModuleUrls: Plugin = {
  name: "source-module-urls",
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      return { contents: source.replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href)), loader: args.path.endsWith("x") ? "tsx" : "ts" };
    });
  },
};
