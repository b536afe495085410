import { Suspense, type ReactNode } from "react";

/**
 * A long part of a page (a grid of cards) that React hydrates after the rest of it. A boundary the server rendered
 * whole is hydrated at React's lowest priority once the page around it has committed, so the header, filters and
 * the page's first controls answer sooner on a slow phone; a tap inside it before then hydrates it at once and is
 * carried out (React's selective hydration). Nothing here suspends: the server's HTML is shown throughout.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
