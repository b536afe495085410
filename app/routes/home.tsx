import { Crown, Images, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { gamesCatalogue } from "@content/games-catalogue";
import { ButtonLink } from "~/components/ui/button";
import { sitePageHead } from "~/lib/head";
import { getSitePage } from "~/lib/site-pages";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead(getSitePage("/"), matches);

const homeGames = [
  "random-position",
  "spin-for-desire",
  "passion-dice",
  "honeymoon-bucket-list",
  "first-night-bucket-list",
  "scratch-position",
  "dice-to-spice",
];

export default function Home() {
  const games = homeGames.map((slug) => gamesCatalogue.find((game) => game.slug === slug)!);
  return (
    <div className="mx-auto max-w-6xl px-4 sm:px-6">
      <section className="py-14 text-center sm:py-20">
        <p className="text-sm font-bold uppercase tracking-[0.2em] text-rose">For couples · 18+</p>
        <h1 className="mx-auto mt-4 max-w-3xl text-5xl font-semibold leading-tight sm:text-6xl">Level Up Your Intimate Life</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">{getSitePage("/").description}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/positions/custom-poster" size="lg">Create Your Poster</ButtonLink>
          <ButtonLink to="/positions/all" variant="secondary" size="lg">Explore Positions</ButtonLink>
        </div>
        <ul className="mx-auto mt-12 grid max-w-3xl grid-cols-3 gap-3">
          <li className="rounded-2xl border border-border bg-surface/80 p-4"><Images aria-hidden className="mx-auto size-6 text-rose" /><p className="mt-2 font-display text-2xl">500+</p><p className="text-sm text-muted">Positions</p></li>
          <li className="rounded-2xl border border-border bg-surface/80 p-4"><Crown aria-hidden className="mx-auto size-6 text-gold" /><p className="mt-2 font-display text-2xl">Kama Sutra</p><p className="text-sm text-muted">Inspired</p></li>
          <li className="rounded-2xl border border-border bg-surface/80 p-4"><Sparkles aria-hidden className="mx-auto size-6 text-coral" /><p className="mt-2 font-display text-2xl">Custom</p><p className="text-sm text-muted">Poster</p></li>
        </ul>
      </section>
      <section aria-labelledby="home-games">
        <h2 id="home-games" className="text-center text-3xl font-semibold">Play Together Tonight</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <li>
            <Link to="/positions/custom-poster" className="block h-full rounded-[var(--radius-card)] border border-border bg-surface/90 p-5 no-underline hover:border-rose">
              <h3 className="text-xl font-semibold">Custom Poster</h3>
              <p className="mt-2 text-sm text-muted">Reveal a position a day for seven days and print your journey.</p>
            </Link>
          </li>
          {games.map((game) => (
            <li key={game.slug}>
              <Link to={game.path} className="block h-full rounded-[var(--radius-card)] border border-border bg-surface/90 p-5 no-underline hover:border-rose">
                <h3 className="text-xl font-semibold">{game.title}</h3>
                <p className="mt-2 text-sm text-muted">{game.description}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section id="planner" aria-labelledby="planner-heading" className="mt-16 rounded-[var(--radius-card)] border border-border bg-surface/70 p-6 text-center">
        <h2 id="planner-heading" className="text-3xl font-semibold">Choose Your Journey</h2>
        <p className="mx-auto mt-3 max-w-xl text-muted">Pick a style and how many positions, and we will line up a sequence for the two of you.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/games/scratch-position?start=1#start">Start Exploring</ButtonLink>
          <ButtonLink to="/games/scratch-position?start=1#start" variant="secondary">View All Positions</ButtonLink>
        </div>
      </section>
    </div>
  );
}
