import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { PageHeader } from "~/components/page-header";
import { sitePageHead } from "~/lib/head";
import { findSitePage, type SitePage } from "~/lib/site-pages";

// Shared by pages not yet built: their registered heading and description inside the shell.
function pageFor(pathname: string): SitePage | undefined {
  return findSitePage(pathname) ?? findSitePage(pathname.replace(/\/[^/]+$/, ""));
}

export function loader({ request }: LoaderFunctionArgs) {
  const page = pageFor(new URL(request.url).pathname);
  if (!page) throw new Response("Not Found", { status: 404 });
  return { path: page.path };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const page = data ? findSitePage(data.path) : undefined;
  return page ? sitePageHead(page, matches) : [];
};

export default function PageStub() {
  const { path } = useLoaderData<typeof loader>();
  const page = findSitePage(path)!;
  return <PageHeader title={page.heading} lead={page.description} />;
}
