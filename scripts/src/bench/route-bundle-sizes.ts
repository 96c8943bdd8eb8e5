import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/** Issue 14: the landing page's JavaScript before first paint, gzip, at most this many bytes (170 kB). */
export const LANDING_GZIP_BUDGET_BYTES = 170_000;

/** The pages of the route table, by the module that app-routes.tsx loads lazily for each (none: in the entry). */
export const ROUTE_PAGES: ReadonlyArray<{ route: string; page: string | null }> = [
  { route: "/", page: null },
  { route: "/news", page: "src/routes/news/news-page.tsx" },
  { route: "/dashboard", page: "src/routes/dashboard/dashboard-page.tsx" },
  { route: "/world-view", page: "src/routes/world-view/world-view-page.tsx" },
  { route: "/israel-iran-view", page: "src/routes/israel-iran-view/israel-iran-view-page.tsx" },
  { route: "/prediction-markets", page: "src/routes/prediction-markets/prediction-markets-page.tsx" },
  { route: "/billing", page: "src/routes/billing/billing-page.tsx" },
  { route: "/admin/subscriptions", page: "src/routes/admin/subscriptions-page.tsx" },
  { route: "/admin/sources", page: "src/features/admin-sources/sources-page.tsx" },
  { route: "/signin/:uid", page: "src/routes/sign-in/sign-in-page.tsx" },
  { route: "/auth/callback", page: "src/routes/auth-callback/auth-callback-page.tsx" },
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteBundleSize {
  route: string;
  /** The JavaScript files the browser must load before the page can draw: the entry's and the page's static imports. */
  firstPaintFiles: string[];
  firstPaintGzip: number;
  firstPaintBrotli: number;
  /** Plus every chunk those may import lazily (other pages excepted): what the page loads at most. */
  withLazyGzip: number;
}

const ENTRY = "index.html";

/** Every chunk reachable from `starts` by static imports, and, when `dynamic` is set, by lazy ones too (never into `stopAt`). */
function reachable(manifest: Manifest, starts: string[], dynamic: boolean, stopAt: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk ${key}: was the page renamed? Update ROUTE_PAGES.`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
    if (dynamic) for (const next of chunk.dynamicImports ?? []) if (!stopAt.has(next)) visit(next);
  };
  starts.forEach(visit);
  return seen;
}

/**
 * The JavaScript each route of the built app loads, from dist/.vite/manifest.json, in the bytes that go over
 * the wire: the `.gz` and `.br` copies the build made, or the file itself where it was too small to have one.
 */
export function routeBundleSizes(distDir: string): RouteBundleSize[] {
  const manifest = JSON.parse(readFileSync(join(distDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  const sizeOf = (file: string, encoding: "gz" | "br") => {
    const path = join(distDir, file);
    return statSync(existsSync(`${path}.${encoding}`) ? `${path}.${encoding}` : path).size;
  };
  const jsFiles = (keys: Iterable<string>) => [...keys].map((key) => manifest[key]!.file).filter((file) => /\.m?js$/.test(file));
  const total = (files: string[], encoding: "gz" | "br") => files.reduce((sum, file) => sum + sizeOf(file, encoding), 0);
  const pages = new Set(ROUTE_PAGES.flatMap(({ page }) => (page ? [page] : [])));

  return ROUTE_PAGES.map(({ route, page }) => {
    const starts = page ? [ENTRY, page] : [ENTRY];
    const firstPaintFiles = jsFiles(reachable(manifest, starts, false, pages)).sort();
    const withLazyFiles = jsFiles(reachable(manifest, starts, true, pages));
    return {
      route,
      firstPaintFiles,
      firstPaintGzip: total(firstPaintFiles, "gz"),
      firstPaintBrotli: total(firstPaintFiles, "br"),
      withLazyGzip: total(withLazyFiles, "gz"),
    };
  });
}
