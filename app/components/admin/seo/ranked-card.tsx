import type { ReactNode } from "react";
import { Card, CardTitle } from "~/components/ui/card";

/** A card of rows in rank order, each a name and its figure (top pages, referrers, slowest pages); `empty` without rows. */
export function RankedCard({
  title,
  listLabel,
  rows,
  empty,
}: {
  title: string;
  /** The list's accessible name, where it needs one. */
  listLabel?: string;
  rows: readonly { name: string; value: ReactNode }[];
  empty: string;
}) {
  return (
    <Card>
      <CardTitle>{title}</CardTitle>
      {rows.length ? (
        <ol className="mt-3 space-y-1" aria-label={listLabel}>
          {rows.map((row) => (
            <li key={row.name} className="flex justify-between gap-2">
              <span className="truncate">{row.name}</span>
              <span className="text-muted">{row.value}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-muted">{empty}</p>
      )}
    </Card>
  );
}
