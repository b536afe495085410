import { Eye, EyeOff, LockKeyhole, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";

export interface LoginActionData {
  error?: string;
  attemptsRemaining?: number;
}

/**
 * Posts to /admin/login. With JavaScript it stays on the page (fetcher) and follows the redirect on
 * success; without it, the browser submits the form and the login page shows the answer.
 */
export const INSECURE_CONNECTION_MESSAGE =
  "This page was opened over plain HTTP, so your browser will not keep the secure sign-in cookie and signing in cannot work. Open the site over HTTPS (behind a proxy, set TRUST_PROXY so the server sees the HTTPS address).";

export function AdminLoginForm({
  redirectTo,
  initialError,
  insecureConnection = false,
}: {
  redirectTo: string;
  initialError?: string;
  insecureConnection?: boolean;
}) {
  const fetcher = useFetcher<LoginActionData>();
  const [showPassword, setShowPassword] = useState(false);
  const busy = fetcher.state !== "idle";
  const error = fetcher.data?.error ?? (fetcher.state === "idle" && !fetcher.data ? initialError : undefined);
  return (
    <section className="mx-auto max-w-md px-4 py-14">
      <div className="rounded-[var(--radius-card)] border border-border bg-surface/90 p-7 shadow-glow">
        <LockKeyhole aria-hidden className="mx-auto size-10 text-rose" />
        <h1 className="mt-3 text-center text-3xl font-semibold">Admin Access</h1>
        <p className="mt-2 text-center text-muted">Enter your credentials to access the admin panel</p>
        {insecureConnection ? (
          <p role="status" className="mt-4 rounded-xl border border-warning/50 bg-warning/10 px-3 py-2 text-sm">
            {INSECURE_CONNECTION_MESSAGE}
          </p>
        ) : null}
        <fetcher.Form method="post" action="/admin/login" className="mt-6 space-y-4" noValidate={false}>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <div className="flex flex-col gap-1.5">
            <label htmlFor="admin-username" className="text-sm font-semibold">
              Username
            </label>
            <Input
              id="admin-username"
              name="username"
              autoComplete="username"
              required
              autoCapitalize="none"
              spellCheck={false}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="admin-password" className="text-sm font-semibold">
              Password
            </label>
            <div className="relative">
              <Input
                id="admin-password"
                name="password"
                type={showPassword ? "text" : "password"}
                autoComplete="current-password"
                required
                className="pr-12"
              />
              <button
                type="button"
                onClick={() => setShowPassword((value) => !value)}
                aria-label={showPassword ? "Hide password" : "Show password"}
                aria-pressed={showPassword}
                className="absolute right-1 top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full text-muted hover:text-fg"
              >
                {showPassword ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
              </button>
            </div>
          </div>
          {error ? (
            <p role="alert" className="rounded-xl border border-danger/50 bg-danger/10 px-3 py-2 text-sm text-danger">
              {error}
            </p>
          ) : null}
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Authenticating..." : "Sign In"}
          </Button>
        </fetcher.Form>
        <p className="mt-5 flex gap-2 text-xs text-muted">
          <ShieldCheck aria-hidden className="size-4 shrink-0" />
          Protected by server-side sessions: three failed attempts lock sign-in for 15 minutes, and requests from other
          sites are refused (CSRF protection).
        </p>
      </div>
    </section>
  );
}
