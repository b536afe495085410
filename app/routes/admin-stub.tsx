import { findAdminPage } from "~/lib/admin-pages";
import { noIndexHead } from "~/lib/head";
import { PageHeader } from "~/components/page-header";
import type { Route } from "./+types/admin-stub";

export function loader({ request }: Route.LoaderArgs) {
  const page = findAdminPage(new URL(request.url).pathname);
  if (!page) throw new Response("Not Found", { status: 404 });
  return { path: page.path };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  noIndexHead(findAdminPage(data?.path ?? "")?.heading ?? "Admin", matches, location.pathname);

export default function AdminStub({ loaderData }: Route.ComponentProps) {
  const page = findAdminPage(loaderData.path)!;
  return <PageHeader title={page.heading} lead={page.description} />;
}
