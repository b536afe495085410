import { User } from "lucide-react";
import { Link } from "react-router";
import { TagChips } from "~/components/blogs/tag-chips";
import { Badge } from "~/components/ui/badge";
import { AdminTime } from "~/components/ui/local-time";
import { approvalSearch, type ApprovalFilter } from "~/lib/blogs/filters";
import { excerptFallback, tagOverflow } from "~/lib/blogs/text";
import { cx } from "~/lib/class-names";
import { decisionTone, filterLabels, type ApprovalItem } from "./approval-item";

/** One submission in the approval centre's list: a link that selects it for review. */
export function SubmissionCard({
  item,
  filter,
  active,
  path,
}: {
  item: ApprovalItem;
  filter: ApprovalFilter;
  active: boolean;
  path: string;
}) {
  const tags = tagOverflow(item.tags, 2);
  return (
    <Link
      to={`${path}${approvalSearch(filter, item.id)}`}
      preventScrollReset
      aria-current={active ? "true" : undefined}
      className={cx(
        "flex flex-col gap-2 rounded-[var(--radius-card)] border bg-surface/90 p-4 no-underline text-fg transition",
        active ? "border-rose shadow-glow" : "border-border hover:border-rose",
      )}
    >
      <span className="flex flex-wrap items-center gap-2">
        <Badge tone={decisionTone[item.decision]}>{filterLabels[item.decision]}</Badge>
        <Badge tone="rose">{item.category}</Badge>
        {item.held.map((reason) => (
          <Badge key={reason} tone="danger">
            {reason}
          </Badge>
        ))}
      </span>
      <span className="font-semibold leading-snug">{item.title}</span>
      <span className="line-clamp-2 text-sm text-muted">{excerptFallback(item.excerpt, "", 100)}</span>
      {tags.shown.length ? (
        <span className="flex flex-wrap gap-1.5">
          <TagChips tags={tags} />
        </span>
      ) : null}
      <span className="flex flex-wrap gap-x-3 text-xs text-muted">
        <span className="inline-flex items-center gap-1">
          <User aria-hidden className="size-3.5" /> {item.author}
        </span>
        {item.submittedAt ? <AdminTime value={item.submittedAt} /> : null}
      </span>
    </Link>
  );
}
