import { Check, Link2, Share2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { shareLinks } from "~/lib/blogs/text";

const COPIED_MS = 2000;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers or a refused permission: the textarea fallback.
    try {
      const area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      const ok = document.execCommand("copy");
      area.remove();
      return ok;
    } catch {
      return false;
    }
  }
}

/**
 * Share menu: three networks as plain links the visitor chooses to open, copy link ('Copied!' for 2 s) and the
 * device's own share sheet where the Web Share API exists. A failed share falls back to copying the link.
 */
export function ShareMenu({ url, title, text }: { url: string; title: string; text: string }) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const [canShare, setCanShare] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => setCanShare(typeof navigator !== "undefined" && typeof navigator.share === "function"), []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const copy = async () => {
    if (await copyText(url)) {
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
    }
  };

  const nativeShare = async () => {
    try {
      await navigator.share({ title, text, url });
      setOpen(false);
    } catch (error) {
      if ((error as DOMException)?.name !== "AbortError") await copy();
    }
  };

  const itemClass =
    "flex min-h-11 w-full items-center gap-2 rounded-xl px-3 text-left text-sm font-semibold text-fg no-underline hover:bg-surface-2";
  return (
    <div ref={root} className="relative">
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <Share2 aria-hidden className="size-4" /> Share
      </Button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-30 mt-2 w-64 rounded-2xl border border-border bg-surface p-2 shadow-glow"
      >
        <ul className="flex flex-col gap-0.5">
          {shareLinks(url, title).map((link) => (
            <li key={link.network}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className={itemClass}
                onClick={() => setOpen(false)}
              >
                {link.label}
              </a>
            </li>
          ))}
          <li>
            <button type="button" className={itemClass} onClick={copy}>
              {copied ? (
                <Check aria-hidden className="size-4 text-success" />
              ) : (
                <Link2 aria-hidden className="size-4" />
              )}
              {copied ? "Copied!" : "Copy link"}
            </button>
          </li>
          {canShare ? (
            <li>
              <button type="button" className={itemClass} onClick={nativeShare}>
                <Share2 aria-hidden className="size-4" /> More sharing options…
              </button>
            </li>
          ) : null}
        </ul>
        <p aria-live="polite" className="sr-only">
          {copied ? "Link copied to clipboard" : ""}
        </p>
      </div>
    </div>
  );
}
