import { ArrowLeft } from "lucide-react";
import { Link, type LinkProps } from "react-router";
import { cx } from "~/lib/class-names";

/** The "back" control of the guides pages: a real link, so it works without JavaScript and can be opened in a new tab. */
export function BackLink({ children, className, ...props }: LinkProps) {
  return (
    <Link
      className={cx(
        "inline-flex min-h-11 items-center gap-2 rounded-full px-3 -ml-3 text-sm font-semibold text-muted no-underline transition hover:bg-surface-2 hover:text-fg",
        className,
      )}
      {...props}
    >
      <ArrowLeft aria-hidden className="size-4" />
      {children}
    </Link>
  );
}
