import { useEffect, useState } from "react";
import { signInDetailsSchema, type SignInDetails } from "@tradewire/core/schemas/api";
import { apiRequest } from "../../api/client";
import { ApiError } from "../../api/api-error";

interface SignInDetailsResult {
  details: SignInDetails | null;
  error: string | null;
}

/** What the built-in provider tells its sign-in page about one sign-in attempt. */
export function useSignInDetails(uid: string): SignInDetailsResult {
  const [result, setResult] = useState<SignInDetailsResult>({ details: null, error: null });
  useEffect(() => {
    const controller = new AbortController();
    apiRequest(`/oidc/interaction/${encodeURIComponent(uid)}/details`, { schema: signInDetailsSchema, signal: controller.signal })
      .then((details) => setResult({ details, error: null }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setResult({ details: null, error: (error instanceof ApiError && error.serverMessage) || "Login failed" });
      });
    return () => controller.abort();
  }, [uid]);
  return result;
}
