import { ApiError } from "./api-error";

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

/** JSON call to the same origin; an empty answer (204) resolves to null. */
export function apiRequest<T>(path: string, options: ApiRequestOptions & { nullOn401: true }): Promise<T | null>;
export function apiRequest<T>(path: string, options?: ApiRequestOptions): Promise<T>;
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T | null> {
  const { method = "GET", body, signal, nullOn401 = false } = options;
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
  return text === "" ? null : (JSON.parse(text) as T);
}
