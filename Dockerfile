# Tradewire's one image: the API node (`node --import tsx scripts/src/start.ts`) and the worker process
# (`... scripts/src/workers.ts`) run from it. Its stages keep in the image only what runs: the server
# workspaces' production dependencies, tsx (the code runs as TypeScript), the sources and the built frontend.

# 0. The workspaces' manifests and the lock file: what both installs below read.
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY core/package.json core/
COPY db/package.json db/
COPY platform/package.json platform/
COPY backend/package.json backend/
COPY workers/package.json workers/
COPY frontend/package.json frontend/
COPY scripts/package.json scripts/

# 1. Every dependency, dev tools included: the frontend build needs Vite, the runtime takes tsx from here.
FROM manifests AS deps
RUN npm ci --no-audit --no-fund

# 2. The frontend, built once into frontend/dist.
FROM deps AS build
COPY . .
RUN npm run build

# 3. Production dependencies of the server workspaces only (scripts pulls in backend, workers,
#    platform, db and core): no React, Vite, TypeScript or test tools.
FROM manifests AS server-deps
RUN npm ci --omit=dev --workspace=@tradewire/scripts --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
COPY --from=server-deps /app/node_modules ./node_modules
# tsx runs the TypeScript sources; its one dependency is esbuild, with the binary of this platform.
COPY --from=deps /app/node_modules/tsx ./node_modules/tsx
COPY --from=deps /app/node_modules/esbuild ./node_modules/esbuild
COPY --from=deps /app/node_modules/@esbuild ./node_modules/@esbuild
COPY package.json tsconfig.json ./
COPY core core
COPY db db
COPY platform platform
COPY backend backend
COPY workers workers
COPY scripts scripts
COPY --from=build /app/frontend/dist frontend/dist
# DATA_DIR: the built-in identity provider's keys; a volume shared by the API nodes is mounted here.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
ENV DATA_DIR=/app/data PORT=3000
EXPOSE 3000
# node itself is the process, so a container stop's SIGTERM reaches the app and it stops gracefully.
CMD ["node", "--import", "tsx", "scripts/src/start.ts", "--no-frontend-build"]
