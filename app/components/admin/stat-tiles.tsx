import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";

export interface StatTile {
  label: string;
  value: number;
  icon: LucideIcon;
  /** Where the tile leads, when it is a way in (pending review, unread messages). */
  to?: string;
}

/**
 * A row of admin counts (the dashboard's site statistics, the blog management's counts). Each number carries
 * `data-testid="<testIdPrefix>-<label>"`.
 */
export function StatTiles({ tiles, label, testIdPrefix }: { tiles: StatTile[]; label: string; testIdPrefix: string }) {
  return (
    <ul className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={label}>
      {tiles.map((tile) => {
        const Icon = tile.icon;
        const body = (
          <>
            <div className="flex items-center justify-between text-muted">
              <span className="text-sm font-semibold">{tile.label}</span>
              <Icon aria-hidden className="size-5" />
            </div>
            <p className="mt-2 font-display text-3xl" data-testid={`${testIdPrefix}-${tile.label}`}>
              {tile.value}
            </p>
          </>
        );
        return (
          <li key={tile.label} className="rounded-[var(--radius-card)] border border-border bg-surface/90 p-4">
            {tile.to ? (
              <Link to={tile.to} className="block no-underline">
                {body}
              </Link>
            ) : (
              body
            )}
          </li>
        );
      })}
    </ul>
  );
}
