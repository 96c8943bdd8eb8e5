/**
 * A browser's worth of HTTP against `base`: a cookie jar and manual redirects, so each hop of a sign-in can be
 * checked (the provider keeps its interaction in cookies).
 */
export function cookieBrowser(base: string) {
  const jar = new Map<string, string>();
  return async (path: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(path, base), {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [name, ...value] = cookie.split(";")[0]!.split("=");
      jar.set(name!.trim(), value.join("="));
    }
    return response;
  };
}
