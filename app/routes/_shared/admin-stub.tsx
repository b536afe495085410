import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { PageHeader } from "~/components/page-header";
import { findAdminPage } from "~/lib/admin-pages";
import { requireAdminSession } from "~/lib/admin-session";
import { noIndexHead } from "~/lib/head";

// Shared by admin pages not yet built.
export function loader({ request, context }: LoaderFunctionArgs) {
  requireAdminSession(context);
  const page = findAdminPage(new URL(request.url).pathname);
  if (!page) throw new Response("Not Found", { status: 404 });
  return { path: page.path };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  noIndexHead(findAdminPage(data?.path ?? "")?.heading ?? "Admin", matches, location.pathname);

export default function AdminStub() {
  const { path } = useLoaderData<typeof loader>();
  const page = findAdminPage(path)!;
  return <PageHeader title={page.heading} lead={page.description} />;
}
