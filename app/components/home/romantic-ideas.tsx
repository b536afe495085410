import { Clock, RefreshCw } from "lucide-react";
import { useState } from "react";
import {
  NEW_IDEA_DELAY_MS,
  pickNewIdea,
  type QuickRomanticGesture,
  type RomanticIdea,
} from "@content/ideas/romantic-ideas";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ContentIcon } from "./icons";
import { HomeSection } from "./home-section";

const difficultyTone = { Easy: "success", Medium: "gold", Hard: "danger" } as const;

/** 'Romantic Ideas for Couples' with 'Get New Idea' and four Quick Romantic Gestures (spec §2.3). */
export function RomanticIdeas({
  ideas,
  initialId,
  gestures,
}: {
  ideas: readonly RomanticIdea[];
  initialId: number;
  gestures: readonly QuickRomanticGesture[];
}) {
  const [current, setCurrent] = useState<RomanticIdea | undefined>(
    () => ideas.find((idea) => idea.id === initialId) ?? ideas[0],
  );
  const [busy, setBusy] = useState(false);

  function getNewIdea() {
    if (busy || !current) return;
    setBusy(true);
    setTimeout(() => {
      setCurrent((idea) => pickNewIdea(ideas, idea?.id, Math.random) ?? idea);
      setBusy(false);
    }, NEW_IDEA_DELAY_MS);
  }

  return (
    <HomeSection
      id="ideas-heading"
      title="Romantic Ideas for Couples"
      lead="Forty ways to make an ordinary week feel like a date."
      className="mt-16"
    >
      {current ? (
        <div className="mx-auto mt-6 max-w-2xl rounded-[var(--radius-card)] border border-border bg-gradient-to-br from-rose/10 via-surface to-coral/10 p-6 text-center">
          <div aria-live="polite" data-testid="romantic-idea">
            <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-rose/15 text-rose">
              <ContentIcon name={current.icon} className="size-7" />
            </span>
            <h3 className="mt-4 font-display text-2xl font-semibold">{current.title}</h3>
            <div className="mt-3 flex flex-wrap justify-center gap-2">
              <Badge tone="rose">{current.category}</Badge>
              <Badge tone={difficultyTone[current.difficulty]}>{current.difficulty}</Badge>
              <Badge>
                <Clock aria-hidden className="mr-1 size-3" />
                {current.duration}
              </Badge>
            </div>
            <p className="mt-4 text-muted">{current.description}</p>
          </div>
          <Button className="mt-6" onClick={getNewIdea} disabled={busy} aria-busy={busy}>
            <RefreshCw aria-hidden className={busy ? "size-4 motion-safe:animate-spin" : "size-4"} />
            {busy ? "Getting New Idea..." : "Get New Idea"}
          </Button>
        </div>
      ) : null}

      <h3 className="mt-10 text-center text-2xl font-semibold">Quick Romantic Gestures</h3>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {gestures.map((gesture) => (
          <li key={gesture.id} className="rounded-[var(--radius-card)] border border-border bg-surface/90 p-5">
            <span className="grid size-11 place-items-center rounded-2xl bg-coral/15 text-coral">
              <ContentIcon name={gesture.icon} />
            </span>
            <p className="mt-3 font-semibold">{gesture.title}</p>
            <p className="mt-1 text-sm text-muted">{gesture.description}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
