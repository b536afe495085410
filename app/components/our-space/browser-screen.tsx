import { Suspense, type ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Our space's screens live on the phone (its storage and cryptography), so the server's HTML, the first paint and
 * the moment their lazy code loads all show the same waiting card in their place.
 */
export function BrowserScreen({
  waiting,
  cardClassName,
  children,
}: {
  waiting: string;
  cardClassName: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const waitingCard = (
    <Card className={cardClassName}>
      <p role="status" className="text-muted">
        {waiting}
      </p>
    </Card>
  );
  return hydrated ? <Suspense fallback={waitingCard}>{children}</Suspense> : waitingCard;
}
