import { usePageInfo } from "~/lib/page-info";
import { Clock, Sparkles, Users } from "lucide-react";
import { Link } from "react-router";
import { countGamesByCategory, GAME_CATEGORIES, gamesCatalogue } from "@content/games-catalogue";
import { FactItem } from "~/components/guides/activity-chrome";
import { PageHeader } from "~/components/page-header";
import { Badge } from "~/components/ui/badge";
import { sitePageHead } from "~/lib/head";
import type { Route } from "./+types/games";

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/games", matches);

const quickLinks = [
  { label: "All Positions", to: "/positions" },
  { label: "Custom Poster", to: "/custom-poster" },
  { label: "Passion Dice", to: "/games/passion-dice" },
  { label: "Truth or Dare", to: "/games/truth-or-dare" },
  { label: "Long Distance", to: "/games/long-distance" },
];

export default function GamesCatalogue() {
  const counts = countGamesByCategory();
  const page = usePageInfo("/games");
  return (
    <div className="mx-auto max-w-6xl px-4 pb-10 sm:px-6">
      <PageHeader title={page.heading} lead={page.description} />
      <nav aria-label="Quick links" className="mb-8 flex flex-wrap justify-center gap-2">
        {quickLinks.map((link) => (
          <Link
            key={link.to}
            to={link.to}
            className="inline-flex min-h-11 items-center rounded-full border border-border px-4 text-sm font-semibold no-underline hover:border-rose"
          >
            {link.label}
          </Link>
        ))}
      </nav>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {gamesCatalogue.map((game) => (
          <li key={game.slug}>
            <Link
              to={game.path}
              className="flex h-full flex-col rounded-[var(--radius-card)] border border-border bg-surface/90 p-5 no-underline transition hover:-translate-y-0.5 hover:border-rose"
            >
              <div className="flex items-center justify-between gap-2">
                <Badge tone="rose">{game.tag}</Badge>
                <Badge tone={game.level === "Spicy" ? "danger" : game.level === "Medium" ? "gold" : "success"}>
                  {game.level}
                </Badge>
              </div>
              <h2 className="mt-3 text-2xl font-semibold">{game.title}</h2>
              <p className="mt-2 flex-1 text-muted">{game.description}</p>
              <p className="mt-4 flex flex-wrap gap-4 text-sm text-muted">
                <FactItem icon={Clock} text={game.duration} />
                <FactItem icon={Users} text={game.players} />
              </p>
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="game-categories" className="mt-14">
        <h2 id="game-categories" className="text-center text-3xl font-semibold">
          Game Categories
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-5">
          {GAME_CATEGORIES.map((category) => (
            <li key={category} className="rounded-2xl border border-border bg-surface/80 p-4 text-center">
              <Sparkles aria-hidden className="mx-auto size-5 text-rose" />
              <p className="mt-2 font-semibold">{category}</p>
              <p className="text-sm text-muted">
                {counts[category]} {counts[category] === 1 ? "game" : "games"}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
