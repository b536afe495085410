import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { formatLongDate } from "~/lib/dates";
import { useReaderLocale } from "~/components/ui/local-time";
import type { JourneySlot } from "~/lib/journey/journey";
import { PositionMedia } from "./position-media";

/** The detail overlay of a revealed day: picture, name and description. */
export function PositionDetail({ slot, onClose }: { slot: JourneySlot | null; onClose: () => void }) {
  const locale = useReaderLocale();
  const position = slot?.position ?? null;
  return (
    <Dialog
      open={Boolean(position)}
      onClose={onClose}
      className="w-[min(94vw,36rem)]"
      title={position?.name ?? ""}
      description={
        slot && position ? (
          <span>
            Day {slot.day}
            {slot.revealedDate ? ` · revealed ${formatLongDate(slot.revealedDate, locale)}` : ""}
          </span>
        ) : null
      }
    >
      {slot && position ? (
        <div className="flex flex-col gap-4">
          <PositionMedia position={position} controls eager />
          <div className="flex flex-wrap gap-1.5">
            {position.category ? <Badge tone="rose">{position.category}</Badge> : null}
            {position.difficulty ? <Badge tone="gold">{position.difficulty}</Badge> : null}
          </div>
          <p className="leading-relaxed">{position.description}</p>
          <p className="text-sm text-muted">
            Go slowly, check in with each other, and skip anything that doesn&rsquo;t feel right tonight.
          </p>
          <Button variant="secondary" onClick={onClose} className="self-end">
            Close
          </Button>
        </div>
      ) : null}
    </Dialog>
  );
}
