import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useParams, useRouteLoaderData, useSearchParams, type MetaFunction } from "react-router";
import { EditorShell, SHELL_TITLE_ID } from "~/components/blogs/editor/editor-shell";
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
  // The editor's code has arrived and drawn the editor: the shell steps aside.
  const [shown, setShown] = useState(false);
  const editorShown = useCallback(() => setShown(true), []);
  // The title typed into the shell, from the first paint on: the editor starts from it.
  const [title, setTitle] = useState("");
  useEffect(() => setMounted(true), []);
  const postId = params.id?.trim() || searchParams.get("id")?.trim() || null;
  const isAdmin = Boolean(root?.isAdmin);
  return (
    <>
      {/* One shell stays in place while the editor's code loads, so a title being typed keeps its field and focus. */}
      {shown ? null : <EditorShell title={title} onTitle={setTitle} />}
      {mounted ? (
        <Suspense fallback={null}>
          <BlogEditorScreen
            key={`${postId ?? "new"}:${isAdmin ? "admin" : "visitor"}`}
            postId={postId}
            isAdmin={isAdmin}
            initialTitle={title}
            focusTitle={typeof document !== "undefined" && document.activeElement?.id === SHELL_TITLE_ID}
            onShown={editorShown}
          />
        </Suspense>
      ) : null}
    </>
  );
}
