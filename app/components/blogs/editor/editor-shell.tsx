import { Loader2, PenLine } from "lucide-react";

/**
 * What the server renders for the editor route, and what shows while the editor's code loads: the page heading
 * and a placeholder where the writing area goes. It imports nothing heavy (no TipTap).
 */
export function EditorShell() {
  return (
    <div className="mx-auto max-w-6xl px-3 pb-16 pt-6 sm:px-6 sm:pt-10">
      <header className="mb-5">
        <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.18em] text-rose">
          <PenLine aria-hidden className="size-4" /> New story
        </p>
        <h1 className="mt-1 text-3xl font-semibold sm:text-4xl">Write a Story</h1>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <div aria-hidden className="h-14 rounded-xl bg-surface-2/60" />
          <div
            className="flex min-h-[440px] items-center justify-center gap-2 rounded-card border border-border bg-surface text-muted"
            role="status"
          >
            <Loader2 aria-hidden className="size-5 animate-spin motion-reduce:animate-none" /> Loading editor…
          </div>
        </div>
        <div aria-hidden className="min-h-64 rounded-card border border-border bg-surface" />
      </div>
      <noscript>
        <p className="mt-6 rounded-card border border-border bg-surface p-4 text-center">
          The story editor needs JavaScript. Please turn it on to write your story.
        </p>
      </noscript>
    </div>
  );
}
