import { Maximize2, RefreshCw, Sparkles, Sticker } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { useModalDialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import {
  DEFAULT_JOURNEY_COUNT,
  DEFAULT_JOURNEY_STYLE,
  GENERATE_DELAY_MS,
  JOURNEY_COUNTS,
  JOURNEY_STYLES,
  type JourneyCount,
  type JourneyStyle,
} from "~/lib/journey/generator";
import { cx } from "~/lib/class-names";
import { journeyLink } from "~/lib/journey/link";
import type { PlannerPosition } from "./sources";

/** The data side of the planner (fetching, drawing, live refresh), loaded on first use to keep the page light. */
const sourcesModule = () => import("./sources");
const warmUp = () =>
  void sourcesModule()
    .then((module) => module.loadCatalogue())
    .catch(() => undefined);

const EMPTY_TEXT = "Select style and count, then generate your sequence. Cards will appear here.";

/** An admin's photo or video, or a catalogue illustration (kept inline: the games' media component would cost the home page its JS budget). */
function CardMedia({ position, alt, className }: { position: PlannerPosition; alt: string; className: string }) {
  if (position.mediaType === "video") {
    return (
      <video
        src={position.imageUrl}
        width={400}
        height={300}
        className={className}
        muted
        loop
        autoPlay
        playsInline
        preload="metadata"
        aria-label={alt || undefined}
      />
    );
  }
  return (
    <img
      src={position.imageUrl}
      alt={alt}
      width={400}
      height={300}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ShownJourney {
  style: JourneyStyle;
  count: JourneyCount;
  positions: PlannerPosition[];
}

function Choice({
  name,
  value,
  label,
  checked,
  onChange,
}: {
  name: string;
  value: string;
  label: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label className="cursor-pointer">
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} className="peer sr-only" />
      <span className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-border bg-surface-2 px-4 font-semibold transition peer-checked:border-rose peer-checked:bg-rose peer-checked:text-accent-fg peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-rose">
        {label}
      </span>
    </label>
  );
}

const COUNT_OPTIONS = JOURNEY_COUNTS.map((value) => ({ value, label: String(value) }));

/** One question of the planner: its options as a row of radio pills, the chosen one filled. */
function ChoiceGroup<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="text-center">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap justify-center gap-2">
        {options.map((option) => (
          <Choice
            key={option.value}
            name={name}
            value={String(option.value)}
            label={option.label}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** Full-screen preview on a native dialog: any click or Escape closes it. */
function Preview({ position, onClose }: { position: PlannerPosition | null; onClose: () => void }) {
  const ref = useModalDialog(position !== null);
  return (
    <dialog
      ref={ref}
      aria-label={position ? `Preview: ${position.name}` : "Preview"}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={onClose}
      className="m-0 h-dvh max-h-none w-screen max-w-none cursor-zoom-out bg-bg/95 p-4 text-fg backdrop:bg-black/80"
    >
      {position ? (
        <div className="flex h-full flex-col items-center justify-center gap-4">
          <div className="aspect-[4/3] max-h-[75dvh] w-full max-w-3xl overflow-hidden rounded-[var(--radius-card)] shadow-glow">
            <CardMedia position={position} alt={position.name} className="h-full w-full object-contain" />
          </div>
          <p className="font-display text-3xl font-semibold">{position.name}</p>
          <button type="button" autoFocus className="min-h-11 rounded-full px-4 text-sm text-muted" onClick={onClose}>
            Click anywhere or press Escape to close
          </button>
        </div>
      ) : null}
    </dialog>
  );
}

/**
 * 'Choose Your Journey' (spec §2.2): the generator runs in the browser on the compact pool. The form is also a plain
 * GET form: sent before the page has hydrated (or without JavaScript), the server draws the sequence from a seed in
 * the address and the page arrives with it (`initialJourney`, see the home loader).
 */
export function JourneyPlanner({ initialJourney = null }: { initialJourney?: ShownJourney | null }) {
  const { toast } = useToast();
  const [style, setStyle] = useState<JourneyStyle>(initialJourney?.style ?? DEFAULT_JOURNEY_STYLE);
  const [count, setCount] = useState<JourneyCount>(initialJourney?.count ?? DEFAULT_JOURNEY_COUNT);
  const [journey, setJourney] = useState<ShownJourney | null>(initialJourney);
  const [generating, setGenerating] = useState(false);
  const [preview, setPreview] = useState<PlannerPosition | null>(null);
  const [live, setLive] = useState(initialJourney !== null);

  // Once the planner is used, the admin's changes follow it: the positions' event stream says when the journey
  // list (or a default image) changed; the shown sequence then takes the change in (see refreshJourney).
  useEffect(() => {
    if (!live) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void sourcesModule().then(({ followJourneyChanges, refreshJourney }) => {
      if (cancelled) return;
      stop = followJourneyChanges((fresh) =>
        setJourney((shown) =>
          shown
            ? {
                ...shown,
                positions: refreshJourney(
                  shown.positions,
                  fresh.admin,
                  fresh.catalogue,
                  shown.style,
                  shown.count,
                  Math.random,
                ),
              }
            : shown,
        ),
      );
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [live]);

  async function generate() {
    if (generating) return;
    setGenerating(true);
    try {
      const { loadSources, drawJourney } = await sourcesModule();
      const [fresh] = await Promise.all([loadSources(), delay(GENERATE_DELAY_MS)]);
      setJourney({ style, count, positions: drawJourney(fresh.admin, fresh.catalogue, style, count, Math.random) });
      setLive(true);
    } catch {
      toast({
        title: "Could not load positions",
        description: "Please check your connection and try again.",
        variant: "destructive",
      });
    } finally {
      setGenerating(false);
    }
  }

  return (
    <section
      id="planner"
      aria-labelledby="planner-heading"
      className="mt-16 scroll-mt-20 rounded-[var(--radius-card)] border border-border bg-surface/70 p-5 sm:p-8"
    >
      <div className="text-center">
        <p className="text-sm font-bold uppercase tracking-[0.2em] text-rose">Journey planner</p>
        <h2 id="planner-heading" className="mt-2 text-3xl font-semibold sm:text-4xl">
          Choose Your Journey
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-muted">
          Pick a mood and how many positions, and we will line up a sequence for the two of you.
        </p>
      </div>

      <form
        method="get"
        action="/#planner"
        className="mx-auto mt-6 flex max-w-3xl flex-col items-center gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          void generate();
        }}
        onFocus={warmUp}
        onPointerEnter={warmUp}
      >
        <ChoiceGroup legend="Style" name="journey-style" options={JOURNEY_STYLES} value={style} onChange={setStyle} />
        <ChoiceGroup
          legend="Number of positions"
          name="journey-count"
          options={COUNT_OPTIONS}
          value={count}
          onChange={setCount}
        />
        <Button type="submit" size="lg" disabled={generating} aria-busy={generating}>
          <Sparkles aria-hidden className={cx("size-5", generating && "motion-safe:animate-spin")} />
          {generating ? "Generating..." : "Generate Journey"}
        </Button>
      </form>

      <div className="mt-8" aria-live="polite">
        {!journey || journey.positions.length === 0 ? (
          <p className="mx-auto max-w-md rounded-2xl border border-dashed border-border p-6 text-center text-muted">
            {EMPTY_TEXT}
          </p>
        ) : (
          <>
            <h3 className="sr-only">Your sequence</h3>
            <ol className={cx("grid gap-4 sm:grid-cols-2 lg:grid-cols-3", generating && "opacity-60")}>
              {journey.positions.map((position, index) => (
                <li
                  key={position.id}
                  className="flex flex-col gap-2 rounded-[var(--radius-card)] border border-border bg-surface/90 p-3"
                  data-testid="journey-card"
                  data-source={position.source}
                >
                  <button
                    type="button"
                    onClick={() => setPreview(position)}
                    aria-label={`Open full-screen preview of ${position.name}`}
                    className="relative block cursor-zoom-in rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose"
                  >
                    <span className="block aspect-[4/3] w-full overflow-hidden rounded-2xl bg-surface-2">
                      <CardMedia
                        key={position.imageUrl}
                        position={position}
                        alt=""
                        className="h-full w-full object-cover"
                      />
                    </span>
                    <span className="absolute left-2 top-2 grid size-9 place-items-center rounded-full bg-gradient-to-r from-rose to-coral font-bold text-accent-fg">
                      {index + 1}
                    </span>
                    <Maximize2 aria-hidden className="absolute bottom-2 right-2 size-5 text-fg drop-shadow" />
                  </button>
                  {position.link ? (
                    <Link to={position.link} className="inline-flex min-h-11 items-center px-1 font-semibold">
                      {position.name}
                    </Link>
                  ) : (
                    <p className="inline-flex min-h-11 items-center px-1 font-semibold">{position.name}</p>
                  )}
                </li>
              ))}
            </ol>
            <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
              <ButtonLink to={journeyLink(journey.positions.map((position) => position.id))}>
                <Sticker aria-hidden className="size-5" /> Make It Our Poster
              </ButtonLink>
              <Button variant="secondary" onClick={() => void generate()} disabled={generating}>
                <RefreshCw aria-hidden className="size-4" /> Generate New Sequence
              </Button>
            </div>
            <p className="mx-auto mt-3 max-w-md text-center text-sm text-muted">
              The poster reveals these positions one a day for seven days, and its Share sends the journey to your
              partner&rsquo;s phone. Paired phones share the journey in{" "}
              <Link to="/our-space" className="font-semibold">
                Our space
              </Link>
              .
            </p>
          </>
        )}
      </div>
      <Preview position={preview} onClose={() => setPreview(null)} />
    </section>
  );
}
