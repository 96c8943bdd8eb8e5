import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

const backend = `http://127.0.0.1:${process.env.BACKEND_PORT ?? 3000}`;

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
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
