/**
 * One saved list (Want to try, Loved it), named from the catalogue's compact pool.
 */
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { FAVOURITE_LABELS, type FavouriteKind } from "@domain/positions/favourites";
import { FavouriteToggles } from "~/components/positions/favourite-toggles";
import { PositionImage } from "~/components/positions/position-card";
import { styleLabel } from "~/lib/positions/labels";
import { apiRequest } from "~/lib/api-client";
import type { CataloguePoolAnswer } from "@domain/positions/api";

export interface PoolEntry {
  name: string;
  style: string;
}

/**
 * The saved positions' pictures, drawn on the phone (./drawn-illustration.ts, loaded once there is one to draw):
 * asking the server for each picture would name every favourite in a request's address.
 */
function useDrawnIllustrations(ids: string[], pool: Map<string, PoolEntry>): Map<string, string> {
  const [drawn, setDrawn] = useState<Map<string, string>>(() => new Map());
  const wanted = ids.filter((id) => pool.has(id) && !drawn.has(id)).join("\n");
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void import("./drawn-illustration").then(({ drawnIllustration }) => {
      if (!current) return;
      setDrawn((before) => {
        const next = new Map(before);
        for (const id of wanted.split("\n")) {
          const entry = pool.get(id)!;
          next.set(id, drawnIllustration(id, entry.name, entry.style));
        }
        return next;
      });
    });
    return () => {
      current = false;
    };
  }, [wanted, pool]);
  return drawn;
}

/** Names come from the compact catalogue pool (cached by the browser); the ids themselves never leave the device. */
export function useCataloguePool() {
  const [pool, setPool] = useState<Map<string, PoolEntry> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    apiRequest<CataloguePoolAnswer>("/api/catalogue/pool", {
      signal: controller.signal,
      fallbackMessage: (status) => `pool ${status}`,
    })
      .then((body) => setPool(new Map(body.positions.map(([id, name, style]) => [id, { name, style }]))))
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, []);
  return { pool, failed };
}

export function SavedList({ kind, ids, pool }: { kind: FavouriteKind; ids: string[]; pool: Map<string, PoolEntry> }) {
  const known = ids.filter((id) => pool.has(id));
  const pictures = useDrawnIllustrations(known, pool);
  return (
    <section aria-labelledby={`saved-${kind}`} className="mt-10">
      <h2 id={`saved-${kind}`} className="text-2xl font-semibold">
        {FAVOURITE_LABELS[kind]} <span className="text-base font-normal text-muted">({known.length})</span>
      </h2>
      {known.length === 0 ? (
        <p className="mt-3 text-muted">
          Nothing here yet. Tap “{FAVOURITE_LABELS[kind]}” on any position in{" "}
          <Link to="/positions" className="font-semibold text-rose">
            the catalogue
          </Link>
          .
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid={`saved-${kind}`}>
          {known.map((id) => {
            const entry = pool.get(id)!;
            return (
              <li
                key={id}
                className="relative flex flex-col gap-3 rounded-[var(--radius-card)] border border-border bg-surface/90 p-3"
              >
                {pictures.has(id) ? (
                  <PositionImage src={pictures.get(id)!} />
                ) : (
                  <div aria-hidden="true" className="aspect-[4/3] w-full rounded-2xl bg-surface-2" />
                )}
                <h3 className="px-1 text-lg font-semibold leading-snug">
                  <Link to={`/positions/${id}`} className="no-underline">
                    {entry.name}
                  </Link>
                </h3>
                <p className="px-1 text-sm text-muted">{styleLabel(entry.style)}</p>
                <FavouriteToggles id={id} name={entry.name} compact />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
