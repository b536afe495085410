import { useParams, useRouteLoaderData, useSearchParams, type MetaFunction } from "react-router";
import { BlogEditorScreen } from "~/components/blog-editor/blog-editor";
import { noIndexHead } from "~/lib/head";

// The blog editor (/medium-blog-editor, /medium-blog-editor/:id, ?id=). TipTap is imported only from
// app/components/blog-editor/**, so it ships in this route's chunk and never on public pages.

export const meta: MetaFunction = ({ matches, location }) => noIndexHead("Write a Story", matches, location.pathname);

export default function BlogEditorRoute() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const root = useRouteLoaderData("root") as { isAdmin?: boolean } | undefined;
  const postId = params.id?.trim() || searchParams.get("id")?.trim() || null;
  const isAdmin = Boolean(root?.isAdmin);
  return <BlogEditorScreen key={`${postId ?? "new"}:${isAdmin ? "admin" : "visitor"}`} postId={postId} isAdmin={isAdmin} />;
}
