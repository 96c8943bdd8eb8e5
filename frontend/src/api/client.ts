// First: see jitless-zod.ts.
import "../jitless-zod";
import type { z, ZodType } from "zod";
import { ApiError } from "./api-error";
import { ApiFormatError } from "./api-format-error";

type AccessTokenSource = () => string | null | undefined;

let accessTokenSource: AccessTokenSource = () => null;

/**
 * The auth layer plugs its token in here, so the client never imports a store and stores can
 * import the client without a cycle.
 */
export function setAccessTokenSource(source: AccessTokenSource): void {
  accessTokenSource = source;
}

export interface ApiRequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  /** Answer null instead of throwing when the server says 401 (spec section 7). */
  nullOn401?: boolean;
}

/**
 * JSON call to the same origin. With `schema` (the answer's contract from core), the answer is parsed:
 * a body that does not match throws ApiFormatError, so callers get the typed value or an error, never
 * a shape to guard. Without one the call expects no answer and resolves to null.
 */
export function apiRequest<S extends ZodType>(path: string, options: ApiRequestOptions & { schema: S; nullOn401: true }): Promise<z.output<S> | null>;
export function apiRequest<S extends ZodType>(path: string, options: ApiRequestOptions & { schema: S }): Promise<z.output<S>>;
export function apiRequest(path: string, options?: ApiRequestOptions): Promise<null>;
export async function apiRequest(path: string, options: ApiRequestOptions & { schema?: ZodType } = {}): Promise<unknown> {
  const { method = "GET", body, signal, nullOn401 = false, schema } = options;
  const headers = new Headers({ Accept: "application/json" });
  if (body !== undefined) headers.set("Content-Type", "application/json");
  const token = accessTokenSource();
  if (token) headers.set("Authorization", `Bearer ${token}`);

  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
    signal,
  });
  if (response.status === 401 && nullOn401) return null;
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  if (!schema) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiFormatError(path, [{ code: "custom", path: [], message: "not JSON", input: text }]);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiFormatError(path, parsed.error.issues);
  return parsed.data;
}
