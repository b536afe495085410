import { Clock, Users } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { HomeSection } from "./home-section";

export interface HomeGameCard {
  path: string;
  title: string;
  description: string;
  duration: string;
  level: string;
  tag: string;
}

/** The eight game cards of the home page (spec §2.4). */
export function GameCards({ games }: { games: readonly HomeGameCard[] }) {
  return (
    <HomeSection
      id="home-games"
      title="Play Together Tonight"
      lead="Eight ways to let chance, a dice or a card choose what happens next."
      className="mt-4"
    >
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {games.map((game) => (
          <li key={game.path}>
            <Link
              to={game.path}
              className="flex h-full flex-col gap-2 rounded-[var(--radius-card)] border border-border bg-surface/90 p-5 no-underline transition hover:border-rose"
            >
              <span className="flex flex-wrap gap-1.5">
                <Badge tone="rose">{game.level}</Badge>
                <Badge>{game.tag}</Badge>
              </span>
              <span className="font-display text-xl font-semibold">{game.title}</span>
              <span className="text-sm text-muted">{game.description}</span>
              <span className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-2 text-xs text-muted">
                <span className="inline-flex items-center gap-1">
                  <Clock aria-hidden className="size-3.5" /> {game.duration}
                </span>
                <span className="inline-flex items-center gap-1">
                  <Users aria-hidden className="size-3.5" /> 2 players
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
