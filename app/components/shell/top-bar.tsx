import {
  DoorOpen,
  Gamepad2,
  Home,
  LayoutDashboard,
  Menu,
  MessageCircleQuestion,
  Moon,
  NotebookPen,
  ShieldCheck,
  Sparkles,
  Sun,
  X,
} from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { deviceStorage, writeDeviceText } from "~/lib/device-storage";
import { cx } from "~/lib/class-names";
import { activePill, type TopBarPill } from "~/lib/navigation";
import { QUICK_EXIT_URL } from "~/lib/shared-device";
import { Logo } from "./logo";
import { PendingStories } from "./pending-stories";
import { useMenuSheet } from "./use-menu-sheet";

interface SectionPill {
  id: TopBarPill;
  label: string;
  to: string;
  icon: typeof Home;
}

const pills: SectionPill[] = [
  { id: "home", label: "Home", to: "/", icon: Home },
  { id: "positions", label: "Positions", to: "/positions", icon: Sparkles },
  { id: "games", label: "Games", to: "/games", icon: Gamepad2 },
  { id: "blog", label: "Blog", to: "/medium-blogs", icon: NotebookPen },
  { id: "admin", label: "Admin", to: "/admin", icon: LayoutDashboard },
];

/**
 * The header: the sections as pills from 768 px; below that a Menu button opens a sheet with the same links and the
 * theme switch (44 px targets, Escape or a tap outside closes it and gives focus back to the button).
 */
export function TopBar({ isAdmin, pending = 0 }: { isAdmin: boolean; pending?: number }) {
  const { pathname } = useLocation();
  const active = activePill(pathname);
  const shown = pills.filter((pill) => pill.id !== "admin" || isAdmin);
  const { open, setOpen, sheetId, buttonProps, sheetRef } = useMenuSheet<HTMLDivElement>("a, button", {
    closeOnOutside: true,
  });

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-border/70 bg-bg/80 backdrop-blur-md">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-6">
        <Link
          to="/"
          className="flex min-h-11 shrink-0 items-center gap-2 rounded-full pr-2 no-underline"
          aria-label="Entwine home"
        >
          <Logo className="size-8" />
          <span className="font-display text-xl font-semibold max-[359px]:hidden md:max-lg:hidden">Entwine</span>
        </Link>
        {/* Shown only while a paired phone's question of the day waits (our-space/runtime.ts marks the page). */}
        <Link
          to="/our-space"
          data-testid="daily-marker"
          className="ml-auto hidden min-h-11 min-w-11 items-center justify-center rounded-full no-underline [html[data-daily-waiting]_&]:flex"
        >
          <MessageCircleQuestion aria-hidden className="size-5 text-rose" />
          <span aria-hidden className="-ml-1.5 -mt-4 size-2 rounded-full bg-gold" />
          <span className="sr-only">Today's question is waiting in Our space</span>
        </Link>
        <div className="flex items-center gap-1">
          <div className="hidden items-center gap-1 md:flex">
            <ul className="flex items-center gap-1">
              <SectionLinks pills={shown} active={active} pending={pending} place="bar" />
            </ul>
            <ThemeToggle />
          </div>
          <QuickExit />
          <button
            {...buttonProps}
            className="flex min-h-11 min-w-11 items-center gap-1.5 rounded-full border border-border px-4 text-sm font-semibold text-fg hover:bg-surface-2 md:hidden"
          >
            {open ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
            <span>Menu</span>
          </button>
        </div>
      </nav>
      <div
        ref={sheetRef}
        id={sheetId}
        hidden={!open}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-border/70 bg-bg px-3 pb-4 pt-2 shadow-glow md:hidden"
      >
        <ul aria-label="Sections" className="mx-auto flex max-w-6xl flex-col gap-1">
          <SectionLinks
            pills={shown}
            active={active}
            pending={pending}
            place="sheet"
            onNavigate={() => setOpen(false)}
          />
          <li className="mt-1 border-t border-border/70 pt-2">
            <ThemeToggle wide />
          </li>
          <li>
            <Link
              to="/privacy-on-this-device"
              onClick={() => setOpen(false)}
              className={cx(linkLook.sheet.link, linkLook.sheet.idle)}
            >
              <ShieldCheck aria-hidden className={linkLook.sheet.icon} />
              Privacy on this device
            </Link>
          </li>
        </ul>
      </div>
    </header>
  );
}

/** How a section link looks: a pill in the bar, a full-width row in the phone's sheet. */
const linkLook = {
  bar: {
    link: "flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold no-underline transition",
    idle: "text-muted hover:bg-surface-2 hover:text-fg",
    icon: "size-4",
  },
  sheet: {
    link: "flex min-h-12 items-center gap-3 rounded-2xl px-4 text-base font-semibold no-underline",
    idle: "text-fg hover:bg-surface-2",
    icon: "size-5",
  },
} as const;

/** The sections' links, each in its list item, the current one marked; Admin carries the stories waiting. */
function SectionLinks({
  pills,
  active,
  pending,
  place,
  onNavigate,
}: {
  pills: readonly SectionPill[];
  active: TopBarPill | null;
  pending: number;
  place: keyof typeof linkLook;
  onNavigate?: () => void;
}) {
  const look = linkLook[place];
  return pills.map((pill) => {
    const Icon = pill.icon;
    const isActive = active === pill.id;
    return (
      <li key={pill.id}>
        <Link
          to={pill.to}
          aria-current={isActive ? "page" : undefined}
          onClick={onNavigate}
          className={cx(look.link, isActive ? "bg-rose text-accent-fg" : look.idle)}
        >
          <Icon aria-hidden className={look.icon} />
          {place === "bar" ? <span>{pill.label}</span> : pill.label}
          {pill.id === "admin" ? (
            <PendingStories count={pending} className="rounded-full bg-gold px-1.5 text-xs font-bold text-bg" />
          ) : null}
        </Link>
      </li>
    );
  });
}

/**
 * Quick exit (shared-device.ts): a plain link to the neutral page, so it leaves even before scripts run; the head
 * script turns the click into `location.replace`, so this page is not left in the tab's back history. Quiet on
 * purpose: an icon the size of the theme switch, named for screen readers and on hover.
 */
function QuickExit() {
  return (
    <a
      href={QUICK_EXIT_URL}
      data-quick-exit=""
      rel="noreferrer"
      referrerPolicy="no-referrer"
      aria-label="Quick exit"
      title="Quick exit (or press Esc three times)"
      className="grid size-11 shrink-0 place-items-center rounded-full text-muted no-underline hover:bg-surface-2 hover:text-fg"
    >
      <DoorOpen aria-hidden className="size-5" />
    </a>
  );
}

export const THEME_STORAGE_KEY = "entwine-theme";

function ThemeToggle({ wide = false }: { wide?: boolean }) {
  const [theme, setTheme] = useState<"dark" | "light">("dark");
  useEffect(() => {
    setTheme(document.documentElement.dataset.theme === "light" ? "light" : "dark");
    // Two toggles (bar and sheet) stay in step.
    const observer = new MutationObserver(() =>
      setTheme(document.documentElement.dataset.theme === "light" ? "light" : "dark"),
    );
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
    return () => observer.disconnect();
  }, []);
  const next = theme === "dark" ? "light" : "dark";
  const Icon = theme === "dark" ? Sun : Moon;
  return (
    <button
      type="button"
      onClick={() => {
        document.documentElement.dataset.theme = next;
        // Storage can be unavailable in private modes; the theme still applies for this page.
        writeDeviceText(deviceStorage(), THEME_STORAGE_KEY, next);
        setTheme(next);
      }}
      aria-label={`Switch to ${next} theme`}
      className={
        wide
          ? "flex min-h-12 w-full items-center gap-3 rounded-2xl px-4 text-left text-base font-semibold text-fg hover:bg-surface-2"
          : "grid size-11 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-fg"
      }
    >
      <Icon aria-hidden className="size-5" />
      {wide ? <span aria-hidden>{`${next === "light" ? "Light" : "Dark"} theme`}</span> : null}
    </button>
  );
}
