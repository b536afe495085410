import { useEffect, useLayoutEffect, useRef } from "react";
import { TITLE_MAX_LENGTH } from "~/lib/blogs/editor/constants";

// Layout effects warn on the server; the editor is client-only, but the module may be imported during a render.
const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * The story's title: one line of words that wraps, growing a line at a time, so a long title shows whole on a
 * phone (a one-line input showed only its end). A title has no line breaks: Enter moves on to the story (`onEnter`),
 * and a pasted break becomes a space.
 */
export function TitleField({
  id,
  value,
  onChange,
  onEnter,
  autoFocus = false,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onEnter: () => void;
  /** Takes the focus on mounting, with the caret after what is already typed. */
  autoFocus?: boolean;
}) {
  const field = useRef<HTMLTextAreaElement>(null);

  // Fits the field's height to its lines, now and whenever its width changes (a turned phone, the side column).
  useBrowserLayoutEffect(() => {
    const element = field.current;
    if (!element) return;
    const fit = () => {
      element.style.height = "auto";
      // scrollHeight leaves out the borders that a border-box height includes.
      element.style.height = `${element.scrollHeight + element.offsetHeight - element.clientHeight}px`;
    };
    fit();
    if (typeof ResizeObserver === "undefined") return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      fit();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [value]);

  useEffect(() => {
    const element = field.current;
    if (!autoFocus || !element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
    // Only on mounting: the field keeps the focus from the shell it replaced.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div>
      <label htmlFor={id} className="sr-only">
        Title
      </label>
      <textarea
        ref={field}
        id={id}
        rows={1}
        value={value}
        maxLength={TITLE_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value.replace(/[\r\n]+/g, " "))}
        onKeyDown={(event) => {
          if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
          event.preventDefault();
          onEnter();
        }}
        placeholder="Title"
        autoComplete="off"
        enterKeyHint="next"
        className="block w-full resize-none overflow-hidden break-words rounded-xl border border-transparent bg-transparent px-1 py-2 font-display text-3xl font-semibold leading-tight text-fg placeholder:text-muted/60 focus:border-border focus:outline-none sm:text-4xl"
      />
    </div>
  );
}
