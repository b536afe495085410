import { mergeAttributes, Node } from "@tiptap/core";

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    video: {
      /** Inserts a video block (uploads of MP4/WebM, or an https URL). */
      setVideo: (options: { src: string; width?: number | null; height?: number | null }) => ReturnType;
    };
  }
}

/**
 * A block video node. Serialises to `<video src controls preload="metadata" playsinline>`, which the server's
 * sanitizer keeps (src under /media/ or https; controls always on).
 */
export const Video = Node.create({
  name: "video",
  group: "block",
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    return {
      src: { default: null },
      width: { default: null },
      height: { default: null },
    };
  },

  parseHTML() {
    return [{ tag: "video[src]" }];
  },

  renderHTML({ HTMLAttributes }) {
    return ["video", mergeAttributes({ controls: "", preload: "metadata", playsinline: "" }, HTMLAttributes)];
  },

  addCommands() {
    return {
      setVideo:
        (options) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: options }),
    };
  },
});
