import { useEditorState, type Editor } from "@tiptap/react";
import {
  Bold,
  Heading1,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Palette,
  Quote,
  Redo2,
  Smile,
  Underline,
  Undo2,
  Globe,
  type LucideIcon,
} from "lucide-react";
import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { cx } from "~/lib/class-names";
import { MEDIA_ACCEPT_ATTRIBUTE } from "@domain/media/presets";

export type ToolbarPanel = "color" | "emoji" | "link" | "media-url";

export interface ToolbarProps {
  editor: Editor;
  panel: ToolbarPanel | null;
  onTogglePanel: (panel: ToolbarPanel) => void;
  onPickFiles: (files: File[]) => void;
  panelId: string;
  disabled?: boolean;
}

const isMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** The formatting toolbar: one row that scrolls sideways on phones; arrow keys move between its buttons. */
export function Toolbar({ editor, panel, onTogglePanel, onPickFiles, panelId, disabled }: ToolbarProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      underline: current.isActive("underline"),
      h1: current.isActive("heading", { level: 1 }),
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      blockquote: current.isActive("blockquote"),
      link: current.isActive("link"),
      color: (current.getAttributes("textStyle").color as string | undefined) ?? null,
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const mod = isMac() ? "⌘" : "Ctrl+";

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>("button:not(:disabled)"));
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index === -1) return;
    event.preventDefault();
    const next =
      event.key === "Home" ? 0 : event.key === "End" ? buttons.length - 1 : (index + (event.key === "ArrowRight" ? 1 : -1) + buttons.length) % buttons.length;
    buttons[next]?.focus();
    buttons[next]?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }

  const chain = () => editor.chain().focus();

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-controls={panelId}
      onKeyDown={onKeyDown}
      className="entwine-toolbar relative flex items-center gap-1 overflow-x-auto overscroll-x-contain px-2 py-1.5"
    >
      <Group label="Text style">
        <ToolButton icon={Bold} label={`Bold (${mod}B)`} pressed={active.bold} disabled={disabled} onClick={() => chain().toggleBold().run()} />
        <ToolButton icon={Italic} label={`Italic (${mod}I)`} pressed={active.italic} disabled={disabled} onClick={() => chain().toggleItalic().run()} />
        <ToolButton icon={Underline} label={`Underline (${mod}U)`} pressed={active.underline} disabled={disabled} onClick={() => chain().toggleUnderline().run()} />
        <ToolButton
          icon={Palette}
          label="Text colour"
          expanded={panel === "color"}
          controls={panelId}
          disabled={disabled}
          onClick={() => onTogglePanel("color")}
          swatch={active.color}
        />
        <ToolButton icon={Smile} label="Emoji" expanded={panel === "emoji"} controls={panelId} disabled={disabled} onClick={() => onTogglePanel("emoji")} />
      </Group>
      <Divider />
      <Group label="Headings">
        <ToolButton icon={Heading1} label="Heading 1" pressed={active.h1} disabled={disabled} onClick={() => chain().toggleHeading({ level: 1 }).run()} />
        <ToolButton icon={Heading2} label="Heading 2" pressed={active.h2} disabled={disabled} onClick={() => chain().toggleHeading({ level: 2 }).run()} />
        <ToolButton icon={Heading3} label="Heading 3" pressed={active.h3} disabled={disabled} onClick={() => chain().toggleHeading({ level: 3 }).run()} />
      </Group>
      <Divider />
      <Group label="Blocks">
        <ToolButton icon={List} label="Bulleted list" pressed={active.bulletList} disabled={disabled} onClick={() => chain().toggleBulletList().run()} />
        <ToolButton icon={ListOrdered} label="Numbered list" pressed={active.orderedList} disabled={disabled} onClick={() => chain().toggleOrderedList().run()} />
        <ToolButton icon={Quote} label="Quote" pressed={active.blockquote} disabled={disabled} onClick={() => chain().toggleBlockquote().run()} />
        <ToolButton icon={Link2} label="Link" pressed={active.link} expanded={panel === "link"} controls={panelId} disabled={disabled} onClick={() => onTogglePanel("link")} />
      </Group>
      <Divider />
      <Group label="Media">
        <ToolButton icon={ImagePlus} label="Insert image, GIF or video from a file" disabled={disabled} onClick={() => fileInput.current?.click()} />
        <ToolButton icon={Globe} label="Add media from URL" expanded={panel === "media-url"} controls={panelId} disabled={disabled} onClick={() => onTogglePanel("media-url")} />
        <input
          ref={fileInput}
          type="file"
          accept={MEDIA_ACCEPT_ATTRIBUTE}
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-label="Choose images, GIFs or videos to insert"
          data-testid="editor-file-input"
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = "";
            if (files.length > 0) onPickFiles(files);
          }}
        />
      </Group>
      <Divider />
      <Group label="History">
        <ToolButton icon={Undo2} label={`Undo (${mod}Z)`} disabled={disabled || !active.canUndo} onClick={() => chain().undo().run()} />
        <ToolButton icon={Redo2} label={`Redo (${mod}Shift+Z)`} disabled={disabled || !active.canRedo} onClick={() => chain().redo().run()} />
      </Group>
    </div>
  );
}

function Group({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} className="flex shrink-0 items-center gap-0.5">
      {children}
    </div>
  );
}

function Divider() {
  return <span aria-hidden className="mx-1 h-6 w-px shrink-0 bg-border" />;
}

function ToolButton({
  icon: Icon,
  label,
  pressed,
  expanded,
  controls,
  disabled,
  onClick,
  swatch,
}: {
  icon: LucideIcon;
  label: string;
  pressed?: boolean;
  expanded?: boolean;
  controls?: string;
  disabled?: boolean;
  onClick: () => void;
  swatch?: string | null;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={pressed === undefined ? undefined : pressed}
      aria-expanded={expanded === undefined ? undefined : expanded}
      aria-controls={expanded === undefined ? undefined : controls}
      disabled={disabled}
      // Keep the editor's selection: the click must not steal focus before the command runs.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cx(
        "relative grid size-11 shrink-0 place-items-center rounded-xl text-fg transition",
        "hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-rose disabled:cursor-not-allowed disabled:opacity-40",
        (pressed || expanded) && "bg-rose/15 text-rose",
      )}
    >
      <Icon aria-hidden className="size-5" />
      {swatch !== undefined ? (
        <span aria-hidden className="absolute bottom-1.5 left-1/2 h-1 w-5 -translate-x-1/2 rounded-full border border-border" style={{ background: swatch ?? "currentColor" }} />
      ) : null}
    </button>
  );
}
