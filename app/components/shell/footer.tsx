import { Link } from "react-router";
import { cx } from "~/lib/class-names";
import { FOOTER_LINKS_PER_COLUMN, footerColumns, legalLinks, type NavLinkItem } from "~/lib/navigation";
import { Logo } from "./logo";

export function Footer({ year, socialProfileUrl }: { year: number; socialProfileUrl: string | null }) {
  return (
    <footer className="mt-20 border-t border-border/70 bg-surface/60">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.2fr_repeat(4,1fr)]">
        <div className="max-w-xs">
          <div className="flex items-center gap-2">
            <Logo className="size-8" />
            <span className="font-display text-xl font-semibold">Entwine</span>
          </div>
          <p className="mt-3 text-sm text-muted">
            A private place for couples to play, talk and get closer. For adults 18+, for entertainment only.
          </p>
          {socialProfileUrl ? (
            <a
              href={socialProfileUrl}
              rel="noopener noreferrer me"
              target="_blank"
              className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-rose"
            >
              Follow Entwine
            </a>
          ) : null}
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="font-sans text-sm font-bold uppercase tracking-wider text-muted">{column.title}</h2>
            <LinkList
              links={column.links.slice(0, FOOTER_LINKS_PER_COLUMN)}
              className="mt-3 space-y-1"
              linkClassName="text-sm"
            />
          </nav>
        ))}
      </div>
      <div className="border-t border-border/70">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-5 text-sm text-muted sm:flex-row sm:px-6">
          <p>© {year} Entwine. All rights reserved.</p>
          <LinkList links={legalLinks} className="flex flex-wrap gap-4" />
        </div>
      </div>
    </footer>
  );
}

/** A list of the footer's links, each a 44 px tall target that turns rose under the pointer. */
function LinkList({
  links,
  className,
  linkClassName,
}: {
  links: readonly NavLinkItem[];
  className: string;
  linkClassName?: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className={cx("inline-flex min-h-11 items-center", linkClassName, "no-underline hover:text-rose")}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
