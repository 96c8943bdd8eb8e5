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
        // Libraries change far less often than the app; separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // Only a report opens the chart: keep it out of the vendor chunk every page preloads.
            { name: "charts", test: /node_modules[\\/](lightweight-charts|fancy-canvas)[\\/]/ },
            { name: "vendor", test: /node_modules[\\/]/ },
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
