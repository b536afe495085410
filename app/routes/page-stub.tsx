import { findSitePage, type SitePage } from "~/lib/site-pages";
import { sitePageHead } from "~/lib/head";
import { PageHeader } from "~/components/page-header";
import type { Route } from "./+types/page-stub";

function pageFor(pathname: string): SitePage | undefined {
  return findSitePage(pathname) ?? findSitePage(pathname.replace(/\/[^/]+$/, ""));
}

export function loader({ request }: Route.LoaderArgs) {
  const page = pageFor(new URL(request.url).pathname);
  if (!page) throw new Response("Not Found", { status: 404 });
  return { path: page.path };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const page = data ? findSitePage(data.path) : undefined;
  return page ? sitePageHead(page, matches) : [];
};

export default function PageStub({ loaderData }: Route.ComponentProps) {
  const page = findSitePage(loaderData.path)!;
  return <PageHeader title={page.heading} lead={page.description} />;
}
