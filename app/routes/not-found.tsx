import { data } from "react-router";
import { NotFoundScreen } from "~/components/shell/status-screens";
import { noIndexHead } from "~/lib/head";
import type { Route } from "./+types/not-found";

export function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  context.logger.warn({ path: pathname }, "page not found");
  return data({ path: pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  noIndexHead("Page not found", matches, location.pathname);

export default function NotFound() {
  return <NotFoundScreen />;
}
