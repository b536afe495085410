/**
 * "Saved for later" on a game's screen: the cards the couple kept with Not tonight → Save for later, newest first,
 * each with its game and a Remove button. Kept on this phone; when the phone is paired, it is the couple's shared
 * list in Our space (the bridge keeps the two in step), and it says so.
 */
import { Bookmark, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { LATER_GAME_NAMES, laterKey, type LaterGame } from "@domain/games/later";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { deviceStorage } from "~/lib/device-storage";
import { useSavedForLater } from "~/lib/games/later-storage";
import { isPaired } from "~/lib/our-space/keys";

/** Cards listed before "Show all". */
const SHOWN = 6;

export function SavedForLater({ game, className }: { game: LaterGame; className?: string }) {
  const { items, remove } = useSavedForLater();
  const [paired, setPaired] = useState(false);
  const [all, setAll] = useState(false);
  useEffect(() => setPaired(isPaired(deviceStorage())), []);
  // This game's cards first, then the others', each newest first.
  const ordered = [...items.filter((item) => item.game === game), ...items.filter((item) => item.game !== game)];
  const shown = all ? ordered : ordered.slice(0, SHOWN);

  return (
    <section aria-labelledby="saved-for-later-title" data-testid="saved-for-later" className={className}>
      <Card className="p-5 sm:p-6">
        <h2 id="saved-for-later-title" className="flex items-center gap-2 text-xl font-semibold">
          <Bookmark aria-hidden className="size-5 text-rose" />
          Saved for later
          {items.length ? <span className="text-base font-normal text-muted">({items.length})</span> : null}
        </h2>
        {items.length === 0 ? (
          <p className="mt-2 text-sm text-muted">
            Nothing saved yet. When a card is not for tonight, tap “Not tonight”, then “Save for later”, and it waits
            here for another evening.
          </p>
        ) : (
          <ul className="mt-3 grid gap-2" data-testid="later-list">
            {shown.map((item) => (
              <li
                key={laterKey(item)}
                data-testid="later-item"
                data-later-key={laterKey(item)}
                className="flex items-start gap-2 rounded-2xl bg-surface-2 p-3"
              >
                <div className="min-w-0 flex-1">
                  <p className="text-xs font-semibold uppercase tracking-wider text-muted">
                    {LATER_GAME_NAMES[item.game]}
                  </p>
                  <p className="mt-0.5">{item.text}</p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  className="-my-1 -mr-1 shrink-0"
                  aria-label={`Remove from Saved for later: ${item.text}`}
                  onClick={() => remove(laterKey(item))}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {ordered.length > SHOWN ? (
          <Button variant="ghost" size="sm" className="mt-2" aria-expanded={all} onClick={() => setAll(!all)}>
            {all ? "Show fewer" : `Show all ${ordered.length}`}
          </Button>
        ) : null}
        <p className="mt-3 text-sm text-muted">
          {paired ? (
            <>
              Shared with your partner in{" "}
              <Link to="/our-space" className="font-semibold">
                Our space
              </Link>
              .
            </>
          ) : (
            "Kept on this phone only."
          )}
        </p>
      </Card>
    </section>
  );
}
