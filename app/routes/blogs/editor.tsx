import { lazy, Suspense, useEffect, useState } from "react";
import { useParams, useRouteLoaderData, useSearchParams, type MetaFunction } from "react-router";
import { EditorShell } from "~/components/blogs/editor/editor-shell";
import { noIndexHead } from "~/lib/head";

// The blog editor (/medium-blog-editor, /medium-blog-editor/:id, ?id=). TipTap is imported only from
// app/components/blogs/editor/**, and that code is fetched only after this route has mounted in the browser, so
// it never ships with public pages and the server renders a light shell.
const BlogEditorScreen = lazy(() =>
  import("~/components/blogs/editor/blog-editor").then((module) => ({ default: module.BlogEditorScreen })),
);

export const meta: MetaFunction = ({ matches, location }) => noIndexHead("Write a Story", matches, location.pathname);

export default function BlogEditorRoute() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const root = useRouteLoaderData("root") as { isAdmin?: boolean } | undefined;
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const postId = params.id?.trim() || searchParams.get("id")?.trim() || null;
  const isAdmin = Boolean(root?.isAdmin);
  if (!mounted) return <EditorShell />;
  return (
    <Suspense fallback={<EditorShell />}>
      <BlogEditorScreen key={`${postId ?? "new"}:${isAdmin ? "admin" : "visitor"}`} postId={postId} isAdmin={isAdmin} />
    </Suspense>
  );
}
