import { redirect } from "react-router";
import { redirects } from "~/lib/redirects";
import type { Route } from "./+types/redirect";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = redirects[url.pathname.replace(/\/+$/, "") || "/"];
  if (!target) throw new Response("Not Found", { status: 404 });
  return redirect(target, 301);
}

export default function RedirectRoute() {
  return null;
}
