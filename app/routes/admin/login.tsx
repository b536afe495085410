import { data, redirect } from "react-router";
import { AdminLoginForm } from "~/components/admin/login-form";
import { safeAdminRedirect } from "~/lib/admin-session";
import { noIndexHead } from "~/lib/head";
import { sessionCookie } from "@server/http/session";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = ({ matches, location }) => noIndexHead("Admin Access", matches, location.pathname);

export function loader({ context, request }: Route.LoaderArgs) {
  if (context.admin) throw redirect("/admin/dashboard");
  return { redirectTo: safeAdminRedirect(new URL(request.url).searchParams.get("redirectTo")) };
}

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
      return { ok: false as const, status: 500 as const, error: "Login failed. Please try again.", attemptsRemaining: 0 };
    });
  if (!result.ok) {
    const headers: Record<string, string> = {};
    if ("retryAfterSeconds" in result && result.retryAfterSeconds) headers["Retry-After"] = String(result.retryAfterSeconds);
    return data({ error: result.error, attemptsRemaining: result.attemptsRemaining }, { status: result.status, headers });
  }
  return redirect(safeAdminRedirect(form.get("redirectTo")), {
    headers: { "Set-Cookie": sessionCookie(result.token, { secure: context.secureCookies }) },
  });
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminLoginForm redirectTo={loaderData.redirectTo} initialError={actionData?.error} />;
}
