import { lazy, Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router-dom";
import { Tooltip } from "radix-ui";
import { useSessionEndRedirect } from "../auth/use-session-end-redirect";
import { useAlertComposerStore } from "../features/alerts/alert-composer-store";
import { useAlertNotifications } from "../features/alerts/use-alert-notifications";
import { useAuthStore } from "../stores/auth-store";
import { AppHeader } from "./app-header";
import { AppFooter } from "./app-footer";
import { useFillsViewport, usePageWidthClass } from "./route-handle";

// The toast region loads just after the first paint. A toast raised before it arrives waits in the toast store.
const Toaster = lazy(() => import("../ui/toaster").then((m) => ({ default: m.Toaster })));
// The one New Alert modal of every page; its form loads the first time a member opens it.
const NewAlertModal = lazy(() => import("../features/alerts/new-alert-modal").then((m) => ({ default: m.NewAlertModal })));

export function AppLayout() {
  useSessionEndRedirect();
  useAlertNotifications();
  const fillsViewport = useFillsViewport();
  const width = usePageWidthClass();
  const composing = useAlertComposerStore((s) => s.open);
  const signedIn = useAuthStore((s) => s.status === "authenticated");
  return (
    <Tooltip.Provider delayDuration={300}>
      <div className={`flex flex-col bg-canvas text-ink ${fillsViewport ? "min-h-dvh sm:h-dvh" : "min-h-dvh"}`}>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-30 focus:rounded-sm focus:bg-surface-raised focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <AppHeader width={width} />
        <main
          id="main"
          className={`mx-auto w-full ${width} flex-1 px-4 ${fillsViewport ? "flex flex-col py-4 sm:min-h-0" : "py-8"}`}
        >
          <Outlet />
        </main>
        <AppFooter width={width} />
      </div>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
      {signedIn && composing && (
        <Suspense fallback={null}>
          <NewAlertModal />
        </Suspense>
      )}
      <ScrollRestoration />
    </Tooltip.Provider>
  );
}
