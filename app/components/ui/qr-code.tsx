/**
 * A QR code of a link, drawn in the page from the uqr library's module grid (downloaded only by a page that shows
 * one). Drawn as the page's own vector shapes rather than an image: nothing to decode, sharp at any size, and not
 * taken by the browser for the page's main content (the card's words are; the code follows once the link exists).
 */
import { QrCode as QrIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { cx } from "~/lib/class-names";

interface QrDrawing {
  size: number;
  /** One path: each run of dark modules along a row as one rectangle. */
  path: string;
}

/** The code's dark modules as one path, a rectangle per run along a row (a short path for a small page). */
export function qrPath(grid: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  grid.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let run = 1;
      while (row[x + run]) run++;
      parts.push(`M${x} ${y}h${run}v1h-${run}z`);
      x += run - 1;
    }
  });
  return parts.join("");
}

function useQrCode(text: string): QrDrawing | null {
  const [drawing, setDrawing] = useState<QrDrawing | null>(null);
  useEffect(() => {
    let live = true;
    void import("uqr").then(({ encode }) => {
      const { size, data } = encode(text, { border: 2 });
      if (live) setDrawing({ size, path: qrPath(data) });
    });
    return () => {
      live = false;
    };
  }, [text]);
  return drawing;
}

/** A white square holding the code (an icon until it is drawn). */
export function QrCode({
  text,
  alt,
  testId,
  className,
}: {
  text: string;
  alt: string;
  testId?: string;
  className?: string;
}) {
  const drawing = useQrCode(text);
  return (
    <div className={cx("mx-auto grid size-52 place-items-center rounded-2xl bg-white p-2", className)}>
      {drawing ? (
        <svg
          viewBox={`0 0 ${drawing.size} ${drawing.size}`}
          role="img"
          aria-label={alt}
          className="size-full"
          shapeRendering="crispEdges"
          data-testid={testId}
        >
          <rect width={drawing.size} height={drawing.size} fill="white" />
          <path d={drawing.path} fill="black" />
        </svg>
      ) : (
        <QrIcon aria-hidden className="size-12 text-muted" />
      )}
    </div>
  );
}
