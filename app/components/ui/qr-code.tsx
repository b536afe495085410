/** A QR code of a link, drawn in the page by the uqr library (downloaded only by a page that shows one). */
import { QrCode as QrIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { cx } from "~/lib/class-names";

function useQrCode(text: string): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import("uqr").then(({ renderSVG }) => {
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(text, { border: 2 }))}`);
    });
    return () => {
      live = false;
    };
  }, [text]);
  return src;
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
  const src = useQrCode(text);
  return (
    <div className={cx("mx-auto grid size-52 place-items-center rounded-2xl bg-white p-2", className)}>
      {src ? (
        <img src={src} alt={alt} className="size-full" data-testid={testId} />
      ) : (
        <QrIcon aria-hidden className="size-12 text-muted" />
      )}
    </div>
  );
}
