import { Compass, Images, Palette } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";

/** Hero of the home page: the LCP element is the heading text (no image above the fold). */
export function HomeHero({ positionsCount }: { positionsCount: number }) {
  const stats = [
    { icon: Images, value: `${positionsCount}`, label: "Positions", tone: "text-rose" },
    { icon: Compass, value: "Kama Sutra", label: "Inspired", tone: "text-gold" },
    { icon: Palette, value: "Custom", label: "Poster", tone: "text-coral" },
  ];
  return (
    <section className="py-14 text-center sm:py-20" aria-labelledby="hero-heading">
      <p className="text-sm font-bold uppercase tracking-[0.2em] text-rose">For couples · 18+</p>
      <h1 id="hero-heading" className="mx-auto mt-4 max-w-3xl text-5xl font-semibold leading-tight sm:text-6xl">
        Level Up Your Intimate Life
      </h1>
      <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">
        {positionsCount} positions described with warmth, a journey planner, games for two and romantic ideas. Private
        by design: no account, nothing tracked.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/positions/custom-poster" size="lg">
          Create Your Poster
        </ButtonLink>
        <ButtonLink to="/positions" variant="secondary" size="lg">
          Explore Positions
        </ButtonLink>
      </div>
      <ul className="mx-auto mt-12 grid max-w-3xl grid-cols-3 gap-3">
        {stats.map(({ icon: Icon, value, label, tone }) => (
          <li key={label} className="rounded-2xl border border-border bg-surface/80 px-2 py-4 sm:p-4">
            <Icon aria-hidden className={`mx-auto size-6 ${tone}`} />
            <p className="mt-2 font-display text-lg font-semibold min-[360px]:text-xl sm:text-2xl">{value}</p>
            <p className="text-sm text-muted">{label}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
