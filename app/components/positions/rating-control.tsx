import { Star } from "lucide-react";
import { useEffect, useState } from "react";
import { useToast } from "~/components/ui/toast";
import { getDeviceId, storedRating, storeRating } from "~/lib/positions/device";
import { formatCount, formatRating, oneDecimal, type Popularity } from "@domain/positions/popularity";
import { cx } from "~/lib/class-names";
import { ApiError, apiRequest } from "~/lib/api-client";
import type { PositionAlreadyRatedAnswer, PositionRatingAnswer, PositionRatingRequest } from "@domain/positions/api";

/**
 * 1-5 rating, once per device: the choice shows at once (optimistic), is stored by the server and
 * remembered on the device (`entwine:position-ratings`). A device that already rated gets its rating back.
 */
export function RatingControl({
  positionId,
  popularity,
  onChange,
}: {
  positionId: string;
  popularity: Popularity;
  onChange: (popularity: Popularity) => void;
}) {
  const { toast } = useToast();
  const [yourRating, setYourRating] = useState<number | null>(null);
  const [hover, setHover] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setYourRating(storedRating(positionId));
  }, [positionId]);

  async function rate(rating: number) {
    if (busy || yourRating !== null) return;
    const before = popularity;
    const count = before.ratingCount + 1;
    const average = oneDecimal(((before.rating ?? 0) * before.ratingCount + rating) / count);
    setBusy(true);
    setYourRating(rating);
    onChange({ ...before, rating: average, ratingCount: count });
    try {
      let counted = true;
      let answer: Partial<PositionRatingAnswer | PositionAlreadyRatedAnswer> | null;
      try {
        answer = await apiRequest<PositionRatingAnswer>(`/api/catalogue/${encodeURIComponent(positionId)}/rating`, {
          method: "POST",
          json: { rating, deviceId: getDeviceId() } satisfies PositionRatingRequest,
          fallbackMessage: () => "Rating failed",
        });
      } catch (error) {
        // 409: rated already on this device; the answer still carries the counts and the rating it gave.
        const body =
          error instanceof ApiError && error.status === 409 ? (error.body as PositionAlreadyRatedAnswer) : null;
        if (!body?.popularity) throw error;
        counted = false;
        answer = body;
      }
      if (answer?.popularity) {
        const kept = answer.yourRating ?? rating;
        setYourRating(kept);
        storeRating(positionId, kept);
        onChange(answer.popularity);
        toast(
          counted
            ? { title: "Thanks for rating!", description: `You gave it ${rating} out of 5.`, duration: 2000 }
            : { title: "Already rated", description: `This device rated it ${kept} out of 5.`, duration: 3000 },
        );
        return;
      }
      throw new Error("Rating failed");
    } catch (error) {
      setYourRating(null);
      onChange(before);
      toast({
        title: "Your rating was not saved",
        description:
          error instanceof Error && error.message !== "Failed to fetch"
            ? error.message
            : "Please try again in a moment.",
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  const shown = hover ?? yourRating ?? 0;
  const locked = yourRating !== null;
  return (
    <div>
      <div
        role="group"
        aria-label="Rate this position from 1 to 5 stars"
        className="flex items-center gap-1"
        onMouseLeave={() => setHover(null)}
      >
        {[1, 2, 3, 4, 5].map((value) => (
          <button
            key={value}
            type="button"
            aria-label={`Rate ${value} out of 5`}
            aria-pressed={yourRating === value}
            disabled={busy || locked}
            onClick={() => rate(value)}
            onMouseEnter={() => !locked && setHover(value)}
            onFocus={() => !locked && setHover(value)}
            onBlur={() => setHover(null)}
            className="grid size-11 place-items-center rounded-full transition hover:bg-surface-2 disabled:cursor-default focus-visible:outline-2 focus-visible:outline-rose"
          >
            <Star
              aria-hidden
              className={cx("size-7 transition", value <= shown ? "fill-gold text-gold" : "text-muted")}
            />
          </button>
        ))}
      </div>
      <p className="mt-2 text-sm text-muted" aria-live="polite">
        {locked ? `You rated this ${yourRating} out of 5. Thank you!` : "Tap a star to rate. One rating per device."}
      </p>
      <p className="sr-only" aria-live="polite">
        {popularity.ratingCount > 0
          ? `Average ${formatRating(popularity.rating)} from ${formatCount(popularity.ratingCount, "rating")}`
          : "Not rated yet"}
      </p>
    </div>
  );
}
