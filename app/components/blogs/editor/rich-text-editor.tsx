import Image from "@tiptap/extension-image";
import { Color, TextStyle } from "@tiptap/extension-text-style";
import { Placeholder } from "@tiptap/extensions";
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import type { FileSource } from "~/lib/blogs/editor/upload";
import { ToolbarPanelView } from "./panels";
import { Toolbar, type ToolbarPanel } from "./toolbar";
import { Video } from "./video-node";

/**
 * The TipTap part of the editor: toolbar, panels and the rich-text area. The editor screen loads this module with
 * a dynamic import after it has mounted, so TipTap is fetched only by the editor route, after its shell shows.
 */
export interface RichTextEditorProps {
  preview: boolean;
  /** The editor instance once it exists (the screen drives loading, saving and media inserts through it). */
  onReady: (editor: Editor | null) => void;
  onChange: (html: string, text: string) => void;
  onFiles: (files: File[], source: FileSource, pos?: number) => void;
  onInsertMediaUrl: (editor: Editor, url: string, kind: "image" | "video", alt: string) => void;
  /** Shown between the toolbar and the text (upload progress). */
  children?: ReactNode;
}

function createExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      codeBlock: false,
      code: false,
      horizontalRule: false,
      strike: false,
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: "https",
        HTMLAttributes: { rel: null, target: null },
      },
    }),
    TextStyle,
    Color,
    Image.configure({ inline: false, allowBase64: false }),
    Video,
    Placeholder.configure({ placeholder: "Tell your story… (drop images or videos here)" }),
  ];
}

export default function RichTextEditor({
  preview,
  onReady,
  onChange,
  onFiles,
  onInsertMediaUrl,
  children,
}: RichTextEditorProps) {
  const panelId = useId();
  const [panel, setPanel] = useState<ToolbarPanel | null>(null);
  const callbacks = useRef({ onChange, onFiles });
  callbacks.current = { onChange, onFiles };

  const editor = useEditor({
    immediatelyRender: false,
    extensions: createExtensions(),
    content: "",
    editorProps: {
      attributes: {
        class: "prose-entwine entwine-editor-content",
        "aria-label": "Story content",
        "aria-multiline": "true",
        role: "textbox",
        "data-testid": "editor-content",
      },
      handleDrop(view, event, _slice, moved) {
        const files = Array.from(event.dataTransfer?.files ?? []);
        if (moved || files.length === 0) return false;
        event.preventDefault();
        const pos = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        callbacks.current.onFiles(files, "drop", pos);
        return true;
      },
      handlePaste(_view, event) {
        const files = Array.from(event.clipboardData?.files ?? []);
        if (files.length === 0) return false;
        event.preventDefault();
        callbacks.current.onFiles(files, "drop");
        return true;
      },
    },
    onUpdate: ({ editor: updated }) => callbacks.current.onChange(updated.getHTML(), updated.getText()),
  });

  useEffect(() => {
    if (!editor) return;
    onReady(editor);
    return () => onReady(null);
  }, [editor, onReady]);

  useEffect(() => {
    editor?.setEditable(!preview);
    if (preview) setPanel(null);
  }, [editor, preview]);

  if (!editor) return <EditorLoading />;

  return (
    <>
      {preview ? null : (
        <div className="sticky top-16 z-20 rounded-t-card border-b border-border bg-surface/95 backdrop-blur">
          <Toolbar
            editor={editor}
            panel={panel}
            panelId={panelId}
            onTogglePanel={(next) => setPanel((current) => (current === next ? null : next))}
            onPickFiles={(files) => onFiles(files, "picker")}
          />
          {panel ? (
            <ToolbarPanelView
              id={panelId}
              panel={panel}
              editor={editor}
              onClose={(returnToEditor) => {
                setPanel(null);
                if (returnToEditor) editor.commands.focus();
              }}
              onInsertMediaUrl={(url, kind, alt) => onInsertMediaUrl(editor, url, kind, alt)}
            />
          ) : null}
        </div>
      )}
      {children}
      <div className="px-4 py-4 sm:px-8 sm:py-6">
        <EditorContent editor={editor} />
      </div>
    </>
  );
}

function EditorLoading() {
  return (
    <div className="flex min-h-[380px] items-center justify-center gap-2 text-muted" role="status">
      <span
        aria-hidden
        className="size-5 animate-spin rounded-full border-2 border-rose border-t-transparent motion-reduce:animate-none"
      />
      Loading editor…
    </div>
  );
}
