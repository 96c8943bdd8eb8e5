import { Outlet, ScrollRestoration } from "react-router-dom";
import { Tooltip } from "radix-ui";
import { useSessionEndRedirect } from "../auth/use-session-end-redirect";
import { AppHeader } from "./app-header";
import { AppFooter } from "./app-footer";

export function AppLayout() {
  useSessionEndRedirect();
  return (
    <Tooltip.Provider delayDuration={300}>
      <div className="flex min-h-dvh flex-col bg-canvas text-ink">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-30 focus:rounded-sm focus:bg-surface-raised focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <AppHeader />
        <main id="main" className="mx-auto w-full max-w-content flex-1 px-4 py-8">
          <Outlet />
        </main>
        <AppFooter />
      </div>
      <ScrollRestoration />
    </Tooltip.Provider>
  );
}
