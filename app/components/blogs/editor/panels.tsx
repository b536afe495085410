import type { Editor } from "@tiptap/react";
import { Check, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type ComponentProps, type FormEvent, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { CheckedInput, InputError, useCheckedText } from "./url-input";
import { PALETTE_10, PALETTE_16, EDITOR_MESSAGES, type PaletteColour } from "~/lib/blogs/editor/constants";
import { EMOJI_GROUPS } from "~/lib/blogs/editor/emojis";
import { checkMediaUrl, normalizeLinkHref } from "~/lib/blogs/editor/upload";
import { cx } from "~/lib/class-names";
import type { ToolbarPanel } from "./toolbar";

const PANEL_TITLES: Record<ToolbarPanel, string> = {
  color: "Text colour",
  emoji: "Emoji",
  link: "Link",
  "media-url": "Add media from URL",
};

/** The panel under the toolbar (colour, emoji, link or media URL). Escape closes it and returns to the text. */
export function ToolbarPanelView({
  id,
  panel,
  editor,
  onClose,
  onInsertMediaUrl,
}: {
  id: string;
  panel: ToolbarPanel;
  editor: Editor;
  onClose: (returnToEditor: boolean) => void;
  onInsertMediaUrl: (url: string, kind: "image" | "video", alt: string) => void;
}) {
  const root = useRef<HTMLDivElement>(null);
  const headingId = useId();
  useEffect(() => {
    root.current?.querySelector<HTMLElement>("input, button:not([data-close])")?.focus({ preventScroll: true });
  }, [panel]);
  return (
    <div
      id={id}
      ref={root}
      role="region"
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          onClose(true);
        }
      }}
      className="border-t border-border bg-surface px-3 py-3 animate-fade-in"
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 id={headingId} className="font-sans text-sm font-semibold text-muted">
          {PANEL_TITLES[panel]}
        </h3>
        <button
          type="button"
          data-close
          aria-label={`Close ${PANEL_TITLES[panel].toLowerCase()} panel`}
          onClick={() => onClose(true)}
          className="-my-2 grid size-11 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-fg"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
      {panel === "color" ? <ColorPanel editor={editor} /> : null}
      {panel === "emoji" ? <EmojiPanel editor={editor} /> : null}
      {panel === "link" ? <LinkPanel editor={editor} onDone={() => onClose(true)} /> : null}
      {panel === "media-url" ? (
        <MediaUrlPanel
          onInsert={(url, kind, alt) => {
            onInsertMediaUrl(url, kind, alt);
            onClose(false);
          }}
        />
      ) : null}
    </div>
  );
}

function ColorPanel({ editor }: { editor: Editor }) {
  const current = ((editor.getAttributes("textStyle").color as string | undefined) ?? "").toLowerCase();
  const [, force] = useState(0);
  const apply = (value: string | null) => {
    if (value) editor.chain().focus().setColor(value).run();
    else editor.chain().focus().unsetColor().run();
    force((n) => n + 1);
  };
  return (
    <div className="flex flex-col gap-3">
      <Swatches title="Quick palette (10)" colours={PALETTE_10} current={current} onPick={apply} />
      <Swatches title="Full palette (16)" colours={PALETTE_16} current={current} onPick={apply} />
      <div>
        <Button
          variant="secondary"
          size="sm"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => apply(null)}
        >
          Default colour
        </Button>
      </div>
    </div>
  );
}

function Swatches({
  title,
  colours,
  current,
  onPick,
}: {
  title: string;
  colours: readonly PaletteColour[];
  current: string;
  onPick: (value: string) => void;
}) {
  return (
    <div role="group" aria-label={title}>
      <p className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-muted">{title}</p>
      <div className="flex flex-wrap gap-1">
        {colours.map((colour) => {
          const selected = current === colour.value.toLowerCase();
          return (
            <button
              key={colour.value}
              type="button"
              aria-label={colour.name}
              aria-pressed={selected}
              title={colour.name}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(colour.value)}
              className="grid size-11 place-items-center rounded-xl hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-rose"
            >
              <span
                aria-hidden
                className={cx(
                  "grid size-7 place-items-center rounded-full border border-border shadow-sm",
                  selected && "ring-2 ring-rose ring-offset-2 ring-offset-surface",
                )}
                style={{ background: colour.value }}
              >
                {selected ? <Check className="size-4 mix-blend-difference" color="#fff" /> : null}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}

function EmojiPanel({ editor }: { editor: Editor }) {
  return (
    <div className="max-h-72 overflow-y-auto overscroll-contain pr-1">
      {EMOJI_GROUPS.map((group) => (
        <div key={group.id} role="group" aria-label={group.label} className="mb-2">
          <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted">{group.label}</p>
          <div className="flex flex-wrap">
            {group.emojis.map((emoji) => (
              <button
                key={emoji.char}
                type="button"
                aria-label={emoji.name}
                title={emoji.name}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => editor.chain().focus().insertContent(emoji.char).run()}
                className="grid size-11 place-items-center rounded-xl text-2xl leading-none hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-rose"
              >
                <span aria-hidden>{emoji.char}</span>
              </button>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

function InlineForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
    >
      {children}
    </form>
  );
}

/** A labelled column of a panel's form. */
function PanelField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A panel's address box (link, media URL), with its error under it. */
function AddressField({
  label,
  error,
  ...input
}: { label: string } & Omit<ComponentProps<typeof CheckedInput>, "id" | "errorId">) {
  const errorId = useId();
  return (
    <PanelField label={label}>
      {(id) => (
        <>
          <CheckedInput id={id} {...input} error={error} errorId={errorId} />
          <InputError id={errorId} error={error} />
        </>
      )}
    </PanelField>
  );
}

function LinkPanel({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const existing = (editor.getAttributes("link").href as string | undefined) ?? "";
  const address = useCheckedText(existing);
  const apply = () => {
    const href = normalizeLinkHref(address.value);
    if (!href) {
      address.setError(EDITOR_MESSAGES.linkInvalid);
      return;
    }
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive("link")) {
      editor
        .chain()
        .focus()
        .insertContent({ type: "text", text: address.value.trim(), marks: [{ type: "link", attrs: { href } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
    }
    onDone();
  };
  return (
    <InlineForm onSubmit={apply}>
      <AddressField
        label="Link address"
        type="text"
        inputMode="url"
        autoComplete="off"
        placeholder="https://… or /medium-blogs"
        {...address.input}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          Apply link
        </Button>
        {existing ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              editor.chain().focus().extendMarkRange("link").unsetLink().run();
              onDone();
            }}
          >
            Remove link
          </Button>
        ) : null}
      </div>
    </InlineForm>
  );
}

function MediaUrlPanel({ onInsert }: { onInsert: (url: string, kind: "image" | "video", alt: string) => void }) {
  const url = useCheckedText();
  const [alt, setAlt] = useState("");
  const submit = () => {
    const check = checkMediaUrl(url.value);
    if (!check.ok) {
      url.setError(check.message);
      return;
    }
    onInsert(check.url, check.kind, alt.trim());
  };
  return (
    <InlineForm onSubmit={submit}>
      <AddressField
        label="Media URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        required
        placeholder="https://example.com/photo.jpg"
        {...url.input}
      />
      <PanelField label="Description (alt text)">
        {(id) => (
          <Input
            id={id}
            type="text"
            autoComplete="off"
            placeholder="What the picture shows"
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
          />
        )}
      </PanelField>
      <Button type="submit" size="sm">
        Insert media
      </Button>
    </InlineForm>
  );
}
