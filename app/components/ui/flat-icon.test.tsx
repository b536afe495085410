import { Bookmark, Check, Clock, Eye, Heart, Lightbulb, MapPin, Sparkles, Star, Sun, Wallet } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { flatIcon } from "./flat-icon";

describe("flatIcon", () => {
  it.each([Bookmark, Check, Clock, Eye, Heart, Lightbulb, MapPin, Sparkles, Star, Sun, Wallet])(
    "draws exactly lucide's markup for %#",
    (Icon) => {
      const Flat = flatIcon(Icon);
      expect(renderToStaticMarkup(<Flat aria-hidden className="size-4 fill-rose" />)).toBe(
        renderToStaticMarkup(<Icon aria-hidden className="size-4 fill-rose" />),
      );
    },
  );

  it("renders as one element for React: the shapes are inner markup, not children", () => {
    const Flat = flatIcon(Clock);
    const element = Flat({ className: "size-3" });
    expect(element.props.children).toBeUndefined();
    expect(element.props.dangerouslySetInnerHTML.__html).toMatch(/^<circle [^>]*><\/circle><path /);
  });
});
