import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { cx } from "~/lib/class-names";
import { pageNumbers } from "~/lib/blogs/text";

const item =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full border px-3 font-semibold no-underline";

/** Previous, numbered pages and Next, as links that keep the rest of the URL (works without JavaScript). */
export function Pager({
  page,
  pages,
  hrefFor,
  label = "Pagination",
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link
          to={hrefFor(page - 1)}
          rel="prev"
          prefetch="intent"
          preventScrollReset={false}
          className={cx(item, "border-border bg-surface-2 hover:border-rose")}
        >
          <ChevronLeft aria-hidden className="size-4" /> Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={cx(item, "border-border text-muted opacity-50")}>
          <ChevronLeft aria-hidden className="size-4" /> Previous
        </span>
      )}
      {pageNumbers(page, pages).map((number, index) =>
        number === "gap" ? (
          <span key={`gap-${index}`} aria-hidden className="px-1 text-muted">
            …
          </span>
        ) : (
          <Link
            key={number}
            to={hrefFor(number)}
            prefetch="intent"
            aria-label={`Page ${number}`}
            aria-current={number === page ? "page" : undefined}
            className={cx(
              item,
              number === page ? "border-rose bg-rose text-accent-fg" : "border-border bg-surface-2 hover:border-rose",
            )}
          >
            {number}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link
          to={hrefFor(page + 1)}
          rel="next"
          prefetch="intent"
          className={cx(item, "border-border bg-surface-2 hover:border-rose")}
        >
          Next <ChevronRight aria-hidden className="size-4" />
        </Link>
      ) : (
        <span aria-disabled="true" className={cx(item, "border-border text-muted opacity-50")}>
          Next <ChevronRight aria-hidden className="size-4" />
        </span>
      )}
    </nav>
  );
}
