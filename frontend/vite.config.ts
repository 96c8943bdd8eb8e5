import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

const backend = `http://127.0.0.1:${process.env.BACKEND_PORT ?? 3000}`;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `name.br` and `name.gz` beside every built text file of 1 kB or more, at the highest levels: made
 * once here, then sent as they are by the server (Content-Encoding by the browser's Accept-Encoding), so no
 * byte of the frontend is compressed per request. Brotli's best quality takes seconds on the map's 1.7 MB of
 * libraries; above 512 kB quality 10 is 2.5 times faster for about 1% more bytes, on files only the map loads.
 */
function precompressAssets(): Plugin {
  const compress = async (path: string) => {
    const content = await readFile(path);
    if (content.length < 1024) return;
    const quality = content.length > 512 * 1024 ? 10 : constants.BROTLI_MAX_QUALITY;
    const [br, gz] = await Promise.all([
      brotliAsync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
  };
  return {
    name: "tradewire:precompress-assets",
    apply: "build",
    async writeBundle({ dir }, bundle) {
      if (!dir) return;
      const files = Object.keys(bundle).filter((name) => /\.(js|mjs|css|html|svg|json|wasm)$/.test(name) && !name.startsWith("."));
      await Promise.all(files.map((name) => compress(join(dir, name))));
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), precompressAssets()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunks each page needs, read by `npm run bench` and the size budget test.
    manifest: true,
    rolldownOptions: {
      output: {
        // React changes far less often than the app: its own chunk stays cached across deploys. No catch-all
        // vendor group: one would pull the lazy routes' libraries (MapLibre and deck.gl, 1.7 MB) into every
        // page; without it, each library goes with the chunks that import it.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // The charts are shared by several lazy pages (reports, world view, dashboard, map panels).
            { name: "charts", test: /node_modules[\\/](lightweight-charts|fancy-canvas)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": backend,
      "/articles": backend,
      "/report": backend,
      "/oidc": backend,
      "/healthz": backend,
      "/socket.io": { target: backend, ws: true },
    },
  },
});
