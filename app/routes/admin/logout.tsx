import { redirect } from "react-router";
import { clearedSessionCookie, readCookie } from "@server/http/session";
import { SESSION_COOKIE } from "@server/services/auth";
import type { Route } from "./+types/logout";

export function loader() {
  return redirect("/admin");
}

export async function action({ request, context }: Route.ActionArgs) {
  await context.services.auth.logout(readCookie(request.headers.get("cookie"), SESSION_COOKIE));
  return redirect("/admin/login", { headers: { "Set-Cookie": clearedSessionCookie(context.secureCookies) } });
}
