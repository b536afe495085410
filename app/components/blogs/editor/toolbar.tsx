import { useEditorState, type Editor } from "@tiptap/react";
import {
  Bold,
  Ellipsis,
  Globe,
  Heading2,
  Heading1,
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
  type LucideIcon,
} from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { HiddenFileInput } from "~/components/ui/input";
import { cx } from "~/lib/class-names";
import { MEDIA_ACCEPT_ATTRIBUTE } from "@domain/media/presets";

export type ToolbarPanel = "color" | "emoji" | "link" | "media-url";

export interface ToolbarProps {
  editor: Editor;
  panel: ToolbarPanel | null;
  onTogglePanel: (panel: ToolbarPanel) => void;
  onPickFiles: (files: File[]) => void;
  /** The id of the open panel (named by aria-controls only while that panel exists). */
  panelId: string;
  disabled?: boolean;
}

const isMac = () =>
  typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** One action of the toolbar or of its "More" menu. */
interface Action {
  key: string;
  icon: LucideIcon;
  label: string;
  run: () => void;
  pressed?: boolean;
  /** A panel the action opens (colour, emoji, link, media URL). */
  panel?: ToolbarPanel;
  disabled?: boolean;
  swatch?: string | null;
  /** Also shown in the row on wider screens (from 640 px); on phones it lives in "More" only. */
  wide?: boolean;
}

/** A control that is on screen (the row hides some buttons below 640 px, and the menu is absent when closed). */
const shown = (element: HTMLElement) => element.getClientRects().length > 0;

/**
 * The formatting toolbar. One row that fits from 360 px: on a phone the common actions (bold, italic, heading, list,
 * link, image) and a "More" menu for the rest (narrower than 360 px, More wraps to a second line rather than push
 * the page sideways); from 640 px a few more sit in the row too. Arrow keys, Home and
 * End move along the row; the menu opens with Enter, Space or ArrowDown and is a real menu (arrows, Escape).
 */
export function Toolbar({ editor, panel, onTogglePanel, onPickFiles, panelId, disabled }: ToolbarProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
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
  const chain = () => editor.chain().focus();
  const openPanel = (next: ToolbarPanel) => () => onTogglePanel(next);

  const primary: Action[] = [
    { key: "bold", icon: Bold, label: `Bold (${mod}B)`, pressed: active.bold, run: () => chain().toggleBold().run() },
    {
      key: "italic",
      icon: Italic,
      label: `Italic (${mod}I)`,
      pressed: active.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      key: "heading",
      icon: Heading2,
      label: "Heading 2",
      pressed: active.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      key: "bullets",
      icon: List,
      label: "Bulleted list",
      pressed: active.bulletList,
      run: () => chain().toggleBulletList().run(),
    },
    { key: "link", icon: Link2, label: "Link", pressed: active.link, panel: "link", run: openPanel("link") },
    {
      key: "image",
      icon: ImagePlus,
      label: "Insert image, GIF or video from a file",
      run: () => fileInput.current?.click(),
    },
  ];
  const more: Action[] = [
    {
      key: "underline",
      icon: Underline,
      label: `Underline (${mod}U)`,
      pressed: active.underline,
      wide: true,
      run: () => chain().toggleUnderline().run(),
    },
    {
      key: "numbers",
      icon: ListOrdered,
      label: "Numbered list",
      pressed: active.orderedList,
      wide: true,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: "quote",
      icon: Quote,
      label: "Quote",
      pressed: active.blockquote,
      wide: true,
      run: () => chain().toggleBlockquote().run(),
    },
    {
      key: "h1",
      icon: Heading1,
      label: "Heading 1",
      pressed: active.h1,
      run: () => chain().toggleHeading({ level: 1 }).run(),
    },
    {
      key: "h3",
      icon: Heading3,
      label: "Heading 3",
      pressed: active.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      key: "color",
      icon: Palette,
      label: "Text colour",
      panel: "color",
      swatch: active.color,
      run: openPanel("color"),
    },
    { key: "emoji", icon: Smile, label: "Emoji", panel: "emoji", run: openPanel("emoji") },
    { key: "media-url", icon: Globe, label: "Add media from URL", panel: "media-url", run: openPanel("media-url") },
    {
      key: "undo",
      icon: Undo2,
      label: `Undo (${mod}Z)`,
      disabled: !active.canUndo,
      wide: true,
      run: () => chain().undo().run(),
    },
    {
      key: "redo",
      icon: Redo2,
      label: `Redo (${mod}Shift+Z)`,
      disabled: !active.canRedo,
      wide: true,
      run: () => chain().redo().run(),
    },
  ];

  // The menu closes on a tap or focus outside it.
  useEffect(() => {
    if (!menuOpen) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !moreButton.current?.contains(target)) setMenuOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [menuOpen]);

  const menuItems = () =>
    Array.from(menu.current?.querySelectorAll<HTMLButtonElement>('[role^="menuitem"]:not(:disabled)') ?? []).filter(
      shown,
    );

  function openMenu(focus: "first" | "last" = "first") {
    setMenuOpen(true);
    requestAnimationFrame(() => {
      // On a phone the menu may start low on the screen: bring all of it into view before focusing an item.
      menu.current?.scrollIntoView({ block: "nearest" });
      const items = menuItems();
      (focus === "first" ? items[0] : items[items.length - 1])?.focus({ preventScroll: true });
    });
  }

  function closeMenu(returnFocus: boolean) {
    setMenuOpen(false);
    if (returnFocus) moreButton.current?.focus();
  }

  function onRowKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (menu.current?.contains(event.target as Node)) return;
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    const buttons = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>("[data-row-button]:not(:disabled)"),
    ).filter(shown);
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index === -1) return;
    event.preventDefault();
    const next =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? buttons.length - 1
          : (index + (event.key === "ArrowRight" ? 1 : -1) + buttons.length) % buttons.length;
    buttons[next]?.focus();
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = menuItems();
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    let next: number | null = null;
    if (event.key === "ArrowDown") next = (index + 1) % items.length;
    else if (event.key === "ArrowUp") next = (index - 1 + items.length) % items.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = items.length - 1;
    else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      closeMenu(true);
      return;
    } else if (event.key === "Tab") {
      setMenuOpen(false);
      return;
    }
    if (next !== null) {
      event.preventDefault();
      items[next]?.focus();
    }
  }

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      onKeyDown={onRowKeyDown}
      className="relative flex flex-wrap items-center gap-0.5 px-1 py-1.5 sm:px-2"
    >
      {primary.map((action) => (
        <ToolButton key={action.key} action={action} panel={panel} panelId={panelId} disabled={disabled} />
      ))}
      {more
        .filter((action) => action.wide)
        .map((action) => (
          <ToolButton
            key={action.key}
            action={action}
            panel={panel}
            panelId={panelId}
            disabled={disabled}
            className="hidden sm:grid"
          />
        ))}
      <button
        ref={moreButton}
        type="button"
        data-row-button
        aria-label="More formatting"
        title="More formatting"
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        aria-controls={menuOpen ? menuId : undefined}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => (menuOpen ? closeMenu(false) : openMenu())}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            openMenu(event.key === "ArrowDown" ? "first" : "last");
          }
        }}
        className={cx(buttonClass(menuOpen), "ml-auto")}
      >
        <Ellipsis aria-hidden className="size-5" />
        <span className="sr-only sm:not-sr-only sm:pr-1 sm:text-sm sm:font-semibold">More</span>
      </button>
      {menuOpen ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label="More formatting"
          onKeyDown={onMenuKeyDown}
          className="absolute right-1 top-full z-30 mt-1 flex max-h-[calc(100dvh-8rem)] w-60 max-w-[calc(100vw-2rem)] flex-col overflow-y-auto overscroll-contain rounded-xl border border-border bg-surface p-1 shadow-glow animate-fade-in"
        >
          {more.map((action) => (
            <button
              key={action.key}
              type="button"
              role={action.pressed === undefined ? "menuitem" : "menuitemcheckbox"}
              aria-checked={action.pressed === undefined ? undefined : action.pressed}
              tabIndex={-1}
              disabled={disabled || action.disabled}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setMenuOpen(false);
                action.run();
              }}
              className={cx(
                "flex min-h-11 items-center gap-3 rounded-lg px-3 text-left text-sm text-fg",
                "hover:bg-surface-2 focus-visible:bg-surface-2 focus-visible:outline-2 focus-visible:outline-rose disabled:cursor-not-allowed disabled:opacity-40",
                action.wide && "sm:hidden",
                action.pressed && "text-rose",
              )}
            >
              <action.icon aria-hidden className="size-5 shrink-0" />
              <span className="flex-1">{action.label}</span>
              {action.swatch !== undefined ? (
                <span
                  aria-hidden
                  className="size-4 rounded-full border border-border"
                  style={{ background: action.swatch ?? "currentColor" }}
                />
              ) : null}
              {action.pressed ? (
                <span aria-hidden className="text-xs font-semibold">
                  On
                </span>
              ) : null}
            </button>
          ))}
        </div>
      ) : null}
      <HiddenFileInput
        inputRef={fileInput}
        accept={MEDIA_ACCEPT_ATTRIBUTE}
        multiple
        label="Choose images, GIFs or videos to insert"
        testId="editor-file-input"
        onFiles={onPickFiles}
      />
    </div>
  );
}

function buttonClass(on: boolean | undefined) {
  return cx(
    "relative grid min-w-11 h-11 shrink-0 grid-flow-col place-items-center gap-1 rounded-xl text-fg transition",
    "hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-rose disabled:cursor-not-allowed disabled:opacity-40",
    on && "bg-rose/15 text-rose",
  );
}

function ToolButton({
  action,
  panel,
  panelId,
  disabled,
  className,
}: {
  action: Action;
  panel: ToolbarPanel | null;
  panelId: string;
  disabled?: boolean;
  className?: string;
}) {
  const { icon: Icon, label, pressed, swatch } = action;
  const expanded = action.panel === undefined ? undefined : panel === action.panel;
  return (
    <button
      type="button"
      data-row-button
      title={label}
      aria-label={label}
      aria-pressed={pressed === undefined || action.panel ? undefined : pressed}
      aria-expanded={expanded}
      // Only a panel that is open exists to be named.
      aria-controls={expanded ? panelId : undefined}
      disabled={disabled || action.disabled}
      // Keep the editor's selection: the click must not steal focus before the command runs.
      onMouseDown={(event) => event.preventDefault()}
      onClick={action.run}
      className={cx(buttonClass(pressed || expanded), "w-11", className)}
    >
      <Icon aria-hidden className="size-5" />
      {swatch !== undefined ? (
        <span
          aria-hidden
          className="absolute bottom-1.5 left-1/2 h-1 w-5 -translate-x-1/2 rounded-full border border-border"
          style={{ background: swatch ?? "currentColor" }}
        />
      ) : null}
    </button>
  );
}
