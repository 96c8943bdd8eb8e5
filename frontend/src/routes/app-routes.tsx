import { lazy, Suspense } from "react";
import type { RouteObject } from "react-router-dom";
import { AppLayout } from "../layout/app-layout";
import type { RouteHandle } from "../layout/route-handle";
import { RequireAuth } from "../auth/require-auth";
import { callbackPath } from "../auth/auth-paths";
import { LandingPage } from "./landing/landing-page";
import { NotFoundPage } from "./not-found/not-found-page";
import { LoadingState } from "../ui/loading-state";

// The map page will carry the map libraries; the other pages should not pay for them.
const IsraelIranViewPage = lazy(() =>
  import("./israel-iran-view/israel-iran-view-page").then((m) => ({ default: m.IsraelIranViewPage })),
);

// The dashboard's alert screens load after sign-in, not on the landing page.
const DashboardPage = lazy(() => import("./dashboard/dashboard-page").then((m) => ({ default: m.DashboardPage })));

// The markets table and its chart are for members who open them; the first load need not carry them.
const PredictionMarketsPage = lazy(() =>
  import("./prediction-markets/prediction-markets-page").then((m) => ({ default: m.PredictionMarketsPage })),
);

// Plans and the admin list are opened by few, and only after sign-in.
const BillingPage = lazy(() => import("./billing/billing-page").then((m) => ({ default: m.BillingPage })));
const SubscriptionsPage = lazy(() => import("./admin/subscriptions-page").then((m) => ({ default: m.SubscriptionsPage })));
const SourcesPage = lazy(() => import("../features/admin-sources/sources-page").then((m) => ({ default: m.SourcesPage })));
const UsersPage = lazy(() => import("../features/admin-users/users-page").then((m) => ({ default: m.UsersPage })));

// The world charts carry lightweight-charts, which the first load should not.
const WorldViewPage = lazy(() => import("./world-view/world-view-page").then((m) => ({ default: m.WorldViewPage })));

// The landing page paints before any of these load: the feed with its report and editor modals, and the
// sign-in screens a visitor reaches only by leaving for the provider.
const NewsPage = lazy(() => import("./news/news-page").then((m) => ({ default: m.NewsPage })));
const CalendarPage = lazy(() => import("./calendar/calendar-page").then((m) => ({ default: m.CalendarPage })));
const ScorecardPage = lazy(() => import("./scorecard/scorecard-page").then((m) => ({ default: m.ScorecardPage })));
const SignInPage = lazy(() => import("./sign-in/sign-in-page").then((m) => ({ default: m.SignInPage })));
const AuthCallbackPage = lazy(() => import("./auth-callback/auth-callback-page").then((m) => ({ default: m.AuthCallbackPage })));

const pageLoading = <LoadingState>Loading...</LoadingState>;

/** The route table of spec section 2. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: "/", element: <LandingPage /> },
      {
        path: "/news",
        element: (
          <Suspense fallback={pageLoading}>
            <NewsPage />
          </Suspense>
        ),
        handle: { fillsViewport: true, wide: true } satisfies RouteHandle,
      },
      // Members get the week; a visitor gets today's high-importance events and the way to sign in.
      {
        path: "/calendar",
        element: (
          <Suspense fallback={pageLoading}>
            <CalendarPage />
          </Suspense>
        ),
      },
      {
        path: "/scorecard",
        element: (
          <Suspense fallback={pageLoading}>
            <ScorecardPage />
          </Suspense>
        ),
      },
      {
        path: "/world-view",
        element: (
          <Suspense fallback={pageLoading}>
            <WorldViewPage />
          </Suspense>
        ),
      },
      // Login required, but a visitor is shown the spec's login card here rather than sent away.
      {
        path: "/prediction-markets",
        element: (
          <Suspense fallback={pageLoading}>
            <PredictionMarketsPage />
          </Suspense>
        ),
      },
      {
        path: "/israel-iran-view",
        element: (
          <Suspense fallback={pageLoading}>
            <IsraelIranViewPage />
          </Suspense>
        ),
      },
      {
        path: callbackPath,
        element: (
          <Suspense fallback={pageLoading}>
            <AuthCallbackPage />
          </Suspense>
        ),
      },
      {
        path: "/signin/:uid",
        element: (
          <Suspense fallback={pageLoading}>
            <SignInPage />
          </Suspense>
        ),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: "/dashboard",
            element: (
              <Suspense fallback={pageLoading}>
                <DashboardPage />
              </Suspense>
            ),
          },
          {
            path: "/billing",
            element: (
              <Suspense fallback={pageLoading}>
                <BillingPage />
              </Suspense>
            ),
          },
          {
            path: "/admin/subscriptions",
            element: (
              <Suspense fallback={pageLoading}>
                <SubscriptionsPage />
              </Suspense>
            ),
          },
          {
            path: "/admin/sources",
            element: (
              <Suspense fallback={pageLoading}>
                <SourcesPage />
              </Suspense>
            ),
          },
          {
            path: "/admin/users",
            element: (
              <Suspense fallback={pageLoading}>
                <UsersPage />
              </Suspense>
            ),
          },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
