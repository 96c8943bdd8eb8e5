import { useState, type FormEvent } from "react";
import { Link, useParams } from "react-router-dom";
import { signInResultSchema } from "@tradewire/core/schemas/api";
import { apiRequest } from "../../api/client";
import { ApiError } from "../../api/api-error";
import { Button } from "../../ui/button";
import { buttonClass } from "../../ui/button-class";
import { useSignInDetails } from "./use-sign-in-details";
import { ErrorState } from "../../ui/error-state";

const field =
  "w-full rounded-md border border-line-strong bg-canvas px-3 py-2 text-sm text-ink-strong placeholder:text-ink-faint";

/** The built-in identity provider's login step; external providers bring their own page. */
export function SignInPage() {
  const uid = useParams().uid ?? "";
  const { details, error: detailsError } = useSignInDetails(uid);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { redirectTo } = await apiRequest(`/oidc/interaction/${encodeURIComponent(uid)}/login`, {
        method: "POST",
        body: { email, password },
        schema: signInResultSchema,
      });
      // Back to the provider, which finishes the code flow and returns to /auth/callback.
      window.location.assign(redirectTo);
    } catch (failure) {
      setError((failure instanceof ApiError && failure.serverMessage) || "Login failed");
      setBusy(false);
    }
  };

  if (detailsError) {
    return (
      <section className="mx-auto max-w-form space-y-4">
        <h1 className="text-xl font-semibold text-ink-strong">Sign in</h1>
        <ErrorState>{detailsError}</ErrorState>
        <Link to="/" className={buttonClass("secondary", "sm")}>Back to Tradewire</Link>
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-form space-y-6">
      <h1 className="text-xl font-semibold text-ink-strong">Sign in to Tradewire</h1>
      <form className="space-y-4" onSubmit={(event) => void submit(event)}>
        <label className="block space-y-1.5">
          <span className="text-xs text-ink-muted">E-mail</span>
          <input className={field} type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label className="block space-y-1.5">
          <span className="text-xs text-ink-muted">Password</span>
          <input className={field} type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        {error && <ErrorState>{error}</ErrorState>}
        <Button type="submit" variant="primary" size="md" className="w-full" disabled={busy || !details}>
          {busy ? "Signing in..." : "Sign in"}
        </Button>
      </form>
      {details && details.demoAccounts.length > 0 && (
        <div className="space-y-2 border-t border-line pt-4">
          <p className="text-xs text-ink-muted">Demo accounts (click one to fill in the form):</p>
          <ul className="space-y-1">
            {details.demoAccounts.map((account) => (
              <li key={account.email}>
                <button
                  type="button"
                  className="flex w-full items-center justify-between rounded-sm px-2 py-1.5 text-left text-sm text-ink hover:bg-surface-raised"
                  onClick={() => {
                    setEmail(account.email);
                    setPassword(account.password);
                  }}
                >
                  <span>{account.name}</span>
                  <span className="font-mono text-2xs text-ink-faint">{account.email} · {account.role} · password {account.password}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
