import { Gamepad2, Home, LayoutDashboard, Moon, NotebookPen, Sun } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { cx } from "~/lib/class-names";
import { activePill, type TopBarPill } from "~/lib/navigation";
import { Logo } from "./logo";

const pills: Array<{ id: TopBarPill; label: string; to: string; icon: typeof Home }> = [
  { id: "home", label: "Home", to: "/", icon: Home },
  { id: "games", label: "Games", to: "/games", icon: Gamepad2 },
  { id: "blog", label: "Blog", to: "/medium-blogs", icon: NotebookPen },
  { id: "admin", label: "Admin", to: "/admin", icon: LayoutDashboard },
];

export function TopBar({ isAdmin }: { isAdmin: boolean }) {
  const { pathname } = useLocation();
  const active = activePill(pathname);
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-border/70 bg-bg/80 backdrop-blur-md">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-6">
        <Link to="/" className="flex min-h-11 items-center gap-2 rounded-full pr-2 no-underline" aria-label="Entwine home">
          <Logo className="size-8" />
          <span className="hidden font-display text-xl font-semibold sm:inline">Entwine</span>
        </Link>
        <div className="flex items-center gap-1">
          <ul className="flex items-center gap-1">
            {pills
              .filter((pill) => pill.id !== "admin" || isAdmin)
              .map((pill) => {
                const Icon = pill.icon;
                const isActive = active === pill.id;
                return (
                  <li key={pill.id}>
                    <Link
                      to={pill.to}
                      aria-current={isActive ? "page" : undefined}
                      className={cx(
                        "flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold no-underline transition",
                        isActive ? "bg-rose text-accent-fg" : "text-muted hover:bg-surface-2 hover:text-fg",
                      )}
                    >
                      <Icon aria-hidden className="size-4" />
                      <span>{pill.label}</span>
                    </Link>
                  </li>
                );
              })}
          </ul>
          <ThemeToggle />
        </div>
      </nav>
    </header>
  );
}

export const THEME_STORAGE_KEY = "entwine-theme";

function ThemeToggle() {
  const [theme, setTheme] = useState<"dark" | "light">("dark");
  useEffect(() => {
    setTheme(document.documentElement.dataset.theme === "light" ? "light" : "dark");
  }, []);
  const next = theme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      onClick={() => {
        document.documentElement.dataset.theme = next;
        try {
          localStorage.setItem(THEME_STORAGE_KEY, next);
        } catch {
          // Storage can be unavailable in private modes; the theme still applies for this page.
        }
        setTheme(next);
      }}
      aria-label={`Switch to ${next} theme`}
      className="grid size-11 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-fg"
    >
      {theme === "dark" ? <Sun aria-hidden className="size-5" /> : <Moon aria-hidden className="size-5" />}
    </button>
  );
}
