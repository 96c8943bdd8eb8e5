// First, before any schema is built: see jitless-zod.ts.
import "./jitless-zod";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import "./styles/app.css";
import { setAccessTokenSource } from "./api/client";
import { useAuthStore } from "./stores/auth-store";
import { startRealtime } from "./realtime/socket";
import { appRoutes } from "./routes/app-routes";

// Started outside React so that StrictMode's double effects cannot sign in or connect twice.
setAccessTokenSource(() => useAuthStore.getState().user?.access_token);
void useAuthStore.getState().init();
startRealtime();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={createBrowserRouter(appRoutes)} />
  </StrictMode>,
);
