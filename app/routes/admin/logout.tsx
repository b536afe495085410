import { redirect } from "react-router";
import { clearedSessionCookie, readCookie, SESSION_COOKIE } from "@domain/auth/session-cookie";
import type { Route } from "./+types/logout";

export function loader() {
  return redirect("/admin");
}

export async function action({ request, context }: Route.ActionArgs) {
  await context.services.auth.logout(readCookie(request.headers.get("cookie"), SESSION_COOKIE));
  return redirect("/admin/login", { headers: { "Set-Cookie": clearedSessionCookie(context.secureCookies) } });
}
