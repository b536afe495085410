import { Lock, Sparkles } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";

const SCRATCH_PATH = "/games/scratch-position?start=1#start";

/**
 * 'Unlock Your Intimate Adventure' (spec §2.4): a preview of the scratch game's six covered cards. They are pictures,
 * not cards to scratch here, so the text invites the visitor into the game rather than to scratch the page.
 */
export function AdventurePanel() {
  return (
    <section
      aria-labelledby="adventure-heading"
      className="mt-16 overflow-hidden rounded-[var(--radius-card)] border border-border bg-gradient-to-br from-plum/40 via-surface to-rose/15 p-6 sm:p-10"
    >
      <div className="grid items-center gap-8 lg:grid-cols-2">
        <div className="text-center lg:text-left">
          <p className="text-sm font-bold uppercase tracking-[0.2em] text-gold">6 scratch cards</p>
          <h2 id="adventure-heading" className="mt-2 text-3xl font-semibold sm:text-4xl">
            Unlock Your Intimate Adventure
          </h2>
          <p className="mt-3 text-muted">
            Six covered cards wait in the scratch game. Open it, scratch one (or press reveal) and find tonight's
            position.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3 lg:justify-start">
            <ButtonLink to={SCRATCH_PATH}>Start Exploring</ButtonLink>
            <ButtonLink to="/positions" variant="secondary">
              View All Positions
            </ButtonLink>
          </div>
        </div>
        <ul className="grid grid-cols-3 gap-3" aria-label="Six cards waiting in the scratch game">
          {Array.from({ length: 6 }, (_, index) => (
            <li
              key={index}
              className="relative grid aspect-[3/4] place-items-center rounded-2xl border border-gold/40 bg-gradient-to-br from-gold/30 via-coral/20 to-rose/30"
            >
              <span className="sr-only">Card {index + 1}, covered</span>
              {index % 2 === 0 ? (
                <Sparkles aria-hidden className="size-7 text-gold" />
              ) : (
                <Lock aria-hidden className="size-6 text-fg/70" />
              )}
              <span aria-hidden className="absolute bottom-2 text-xs font-bold text-fg/70">
                {index + 1}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
