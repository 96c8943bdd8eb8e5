import { z } from "zod";
import { databaseEngines, jobEngines, userRoles } from "../wire-constants";
import { trafficChartsSchema } from "./middle-east";

/** Every failed HTTP answer has this body. */
export const errorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const userRoleSchema = z.enum(userRoles);

/** GET /api/users/me (spec section 7); ids that are big integers travel as strings. */
export const currentUserSchema = z.object({
  user_id: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  user_role: userRoleSchema,
  plan: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** GET /healthz */
export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  db: z.enum(databaseEngines),
  jobs: z.enum(jobEngines),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /api/config: what the browser needs to sign in, and where the Middle East view's tiles and charts come from. */
export const clientConfigSchema = z.object({
  oidc: z.object({
    issuer: z.string(),
    clientId: z.string(),
    audience: z.string(),
    scope: z.string(),
  }),
  /** The Israel-Iran map's raster tiles (MAP_TILE_URL), a {z}/{x}/{y} template. */
  map: z.object({ tileUrl: z.string() }),
  /** The Middle East view's network-traffic chart frames (TRAFFIC_CHART_IRAN_URL, TRAFFIC_CHART_ISRAEL_URL). */
  trafficCharts: trafficChartsSchema,
  version: z.string(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** Built-in provider's sign-in page: POST /oidc/interaction/:uid/login */
export const signInRequestSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()),
  password: z.string().min(1),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const signInDetailsSchema = z.object({
  uid: z.string(),
  prompt: z.string(),
  /** Demo accounts are public by design (embedded mode), so the page may offer to fill them in. */
  demoAccounts: z.array(z.object({ email: z.string(), role: userRoleSchema, name: z.string(), password: z.string() })),
});
export type SignInDetails = z.infer<typeof signInDetailsSchema>;

export const signInResultSchema = z.object({ redirectTo: z.string() });
export type SignInResult = z.infer<typeof signInResultSchema>;

/** GET /api/openapi.json: an OpenAPI 3.1 document generated from these schemas. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
