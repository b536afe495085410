import { BellRing } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { BLOG_STORAGE_KEYS } from "~/lib/blog/constants";
import { pendingTimeLabel, popupItems } from "~/lib/blog/pending-time";

export interface PendingBlogsData {
  items: Array<{ id: string; title: string; author: string; submittedAt: string | null }>;
  total: number;
}

function laterChosen(): boolean {
  try {
    return window.sessionStorage.getItem(BLOG_STORAGE_KEYS.popupLater) === "1";
  } catch {
    return false;
  }
}

/**
 * 'Blog Approval Required': floats for a signed-in admin on every page while stories wait for review. 'Later'
 * hides it for the browser session. Rendered only after hydration (it reads sessionStorage and the clock).
 */
/** Pages that already show the pending list, where the popup would only cover it. */
const QUIET_PATHS = new Set(["/admin/blog-approval", "/medium-blog-admin", "/admin/login"]);

export function PendingPopup({ pending }: { pending: PendingBlogsData | null | undefined }) {
  const { pathname } = useLocation();
  const [visible, setVisible] = useState(false);
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    setVisible(!laterChosen());
  }, []);
  if (!pending || pending.total === 0 || !visible || !now || QUIET_PATHS.has(pathname)) return null;
  const { shown, more } = popupItems(pending.items, pending.total, 3);
  const later = () => {
    try {
      window.sessionStorage.setItem(BLOG_STORAGE_KEYS.popupLater, "1");
    } catch {
      // Refused storage: hidden for this page view only.
    }
    setVisible(false);
  };
  return (
    <aside
      aria-labelledby="pending-popup-title"
      className="fixed bottom-3 left-3 z-40 w-[min(92vw,22rem)] rounded-[var(--radius-card)] border border-rose/50 bg-surface p-4 shadow-glow"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-rose/15 text-rose">
          <BellRing aria-hidden className="size-5" />
        </span>
        <div className="flex-1">
          <h2 id="pending-popup-title" className="font-semibold">
            Blog Approval Required
          </h2>
          <p className="text-sm text-muted">{`${pending.total} ${pending.total === 1 ? "story is" : "stories are"} waiting for review`}</p>
        </div>
      </div>
      <ul className="mt-3 flex flex-col gap-2">
        {shown.map((item) => (
          <li key={item.id} className="rounded-xl bg-surface-2 px-3 py-2">
            <p className="truncate text-sm font-semibold">{item.title}</p>
            <p className="text-xs text-muted">{`${item.author} · ${pendingTimeLabel(item.submittedAt, now)}`}</p>
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="mt-2 text-sm text-muted">{`+${more} more pending`}</p> : null}
      <div className="mt-3 flex gap-2">
        <a href="/medium-blog-admin" target="_blank" rel="noopener" className={buttonClasses("primary", "sm", "flex-1")}>
          Review All
        </a>
        <Button variant="secondary" size="sm" className="flex-1" onClick={later}>
          Later
        </Button>
      </div>
    </aside>
  );
}
