import { data, redirect } from "react-router";
import { AdminLoginForm } from "~/components/admin/login-form";
import { safeAdminRedirect, secureCookieWouldBeDropped } from "~/lib/admin-session";
import { noIndexHead } from "~/lib/head";
import { sessionCookie } from "@domain/auth/session-cookie";
import { STATUS_OF_KIND } from "@server/http/errors";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  noIndexHead("Admin Access", matches, location.pathname);

export function loader({ context, request }: Route.LoaderArgs) {
  if (context.admin) throw redirect("/admin/dashboard");
  const url = new URL(request.url);
  return {
    redirectTo: safeAdminRedirect(url.searchParams.get("redirectTo")),
    insecureConnection: secureCookieWouldBeDropped(url, context.secureCookies),
  };
}

/** The form's 429 keeps its Retry-After when the page itself answers (a sign-in without JavaScript). */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await context.services.auth
    .login({
      username: String(form.get("username") ?? ""),
      password: String(form.get("password") ?? ""),
      address: context.clientAddress,
    })
    .catch((error: unknown) => {
      context.logger.error({ err: error }, "login failed unexpectedly");
      return {
        ok: false as const,
        kind: "unavailable" as const,
        error: "Login failed. Please try again.",
        attemptsRemaining: 0,
      };
    });
  if (!result.ok) {
    const headers: Record<string, string> = {};
    if ("retryAfterSeconds" in result && result.retryAfterSeconds)
      headers["Retry-After"] = String(result.retryAfterSeconds);
    return data(
      { error: result.error, attemptsRemaining: result.attemptsRemaining },
      { status: STATUS_OF_KIND[result.kind], headers },
    );
  }
  return redirect(safeAdminRedirect(form.get("redirectTo")), {
    headers: { "Set-Cookie": sessionCookie(result.token, { secure: context.secureCookies }) },
  });
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminLoginForm
      redirectTo={loaderData.redirectTo}
      initialError={actionData?.error}
      insecureConnection={loaderData.insecureConnection}
    />
  );
}
