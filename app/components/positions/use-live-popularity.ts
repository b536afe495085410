import { useEffect, useState } from "react";
import { markViewed } from "~/lib/positions/device";
import type { Popularity } from "@domain/positions/popularity";
import type { PositionDetailAnswer, PositionViewAnswer } from "@domain/positions/api";
import { apiRequest } from "~/lib/api-client";

/**
 * A position's views and rating, from the page's own counts to the live ones. The page may come from the server's
 * cache of rendered pages (up to a minute old): the live counts are asked for when it opens. Counting the view (once
 * per browser session) answers them too.
 */
export function useLivePopularity(id: string, initial: Popularity) {
  const [popularity, setPopularity] = useState<Popularity>(initial);

  useEffect(() => {
    const controller = new AbortController();
    const path = encodeURIComponent(id);
    const live = markViewed(id)
      ? apiRequest<PositionViewAnswer | null>(`/api/catalogue/${path}/view`, {
          method: "POST",
          signal: controller.signal,
        }).then((answer) => answer?.popularity)
      : apiRequest<PositionDetailAnswer | null>(`/api/catalogue/${path}`, {
          signal: controller.signal,
          cache: "no-store",
        }).then((answer) => answer?.position);
    live
      .then((counts) => {
        if (counts) setPopularity({ views: counts.views, rating: counts.rating, ratingCount: counts.ratingCount });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [id]);
  return [popularity, setPopularity] as const;
}
