import { Loader2, PenLine } from "lucide-react";
import { TitleField } from "./title-field";

/** The shell's title field's id: the route asks whether it had the focus when the editor takes over. */
export const SHELL_TITLE_ID = "story-title-early";

/**
 * What the server renders for the editor route, and what shows while the editor's code loads: the page heading,
 * the story's title field (a writer can start on the title from the first paint; what was typed before the scripts
 * ran is handed to the route on hydration, and from there to the editor) and a placeholder where the writing area
 * goes. It imports nothing heavy (no TipTap).
 */
export function EditorShell({ title, onTitle }: { title: string; onTitle: (title: string) => void }) {
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
          <TitleField id={SHELL_TITLE_ID} value={title} onChange={onTitle} onEnter={() => undefined} />
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
