import { redirect } from "react-router";
import { requireAdminSession } from "~/lib/admin-session";
import type { Route } from "./+types/index";

export function loader({ context }: Route.LoaderArgs) {
  requireAdminSession(context);
  throw redirect("/admin/dashboard");
}

export default function AdminIndex() {
  return null;
}
