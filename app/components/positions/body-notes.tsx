import {
  Baby,
  BookOpen,
  Feather,
  Footprints,
  Hand,
  HeartHandshake,
  PersonStanding,
  Rainbow,
  Ruler,
  Scale,
  UserRound,
  Dumbbell,
  Accessibility,
} from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import type { BodyNotes, Demand, StudiedPosition } from "@content/positions/bases-more";
import { demandWord } from "@domain/positions/body";

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** One line of the notes: the field of BodyNotes it shows, in words and with its icon. */
interface NoteItem<Key extends keyof BodyNotes> {
  key: Key;
  label: string;
  icon: Icon;
}

const DEMANDS: ReadonlyArray<
  NoteItem<"knees" | "backBending" | "backArching" | "neck" | "wristsShoulders" | "balance" | "strength">
> = [
  { key: "knees", label: "Knees", icon: Footprints },
  { key: "backBending", label: "Back, bending", icon: PersonStanding },
  { key: "backArching", label: "Back, arching", icon: PersonStanding },
  { key: "neck", label: "Neck", icon: UserRound },
  { key: "wristsShoulders", label: "Wrists, shoulders", icon: Hand },
  { key: "balance", label: "Balance", icon: Scale },
  { key: "strength", label: "Strength", icon: Dumbbell },
];

const SUITS: ReadonlyArray<
  NoteItem<"pregnancy" | "limitedMobility" | "heightDifference" | "bendingPain" | "archingPain">
> = [
  { key: "pregnancy", label: "Pregnancy, from the second trimester", icon: Baby },
  { key: "limitedMobility", label: "Limited mobility", icon: Accessibility },
  { key: "heightDifference", label: "A big height difference", icon: Ruler },
  { key: "bendingPain", label: "A back that hurts bending forward", icon: Feather },
  { key: "archingPain", label: "A back that hurts arching", icon: Rainbow },
];

/** The measured position a base matches, in the words of the source line. */
const STUDIED: Record<StudiedPosition, string> = {
  "kneeling-behind": "kneeling from behind",
  missionary: "missionary",
  "side-lying": "spooning",
};

const TONE: Record<Demand, string> = {
  0: "bg-success/15 text-success",
  1: "bg-success/10 text-success",
  2: "bg-gold/15 text-gold",
  3: "bg-rose/15 text-rose",
};

/** The position's body notes: what it asks of each part of the body in words, whom it suits, and the sources. */
export function BodyNotesBlock({ notes }: { notes: BodyNotes }) {
  const suits = SUITS.filter((item) => notes[item.key]);
  return (
    <section
      aria-labelledby="body-heading"
      className="rounded-[var(--radius-card)] border border-border bg-surface/80 p-4"
      data-testid="body-notes"
    >
      <h2 id="body-heading" className="flex items-center gap-2 text-lg font-semibold">
        <HeartHandshake aria-hidden className="size-5 text-rose" /> Body notes
      </h2>
      <p className="mt-2 text-sm">{notes.note}</p>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1.5 text-sm min-[420px]:grid-cols-2">
        {DEMANDS.map(({ key, label, icon: Icon }) => (
          <div key={key} className="flex items-center justify-between gap-2">
            <dt className="flex min-w-0 items-center gap-1.5 text-muted">
              <Icon aria-hidden className="size-4 shrink-0" /> {label}
            </dt>
            <dd className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[notes[key]]}`}>
              {demandWord(notes[key])}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm font-semibold">Good for</p>
      {suits.length > 0 ? (
        <ul className="mt-1.5 flex flex-wrap gap-1.5">
          {suits.map(({ key, label, icon: Icon }) => (
            <li
              key={key}
              className="inline-flex items-center gap-1 rounded-full border border-border bg-surface-2 px-2.5 py-1 text-xs font-semibold"
            >
              <Icon aria-hidden className="size-3.5 text-rose" /> {label}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-muted">
          Couples who both feel strong and supple today; any other day, pick a gentler one.
        </p>
      )}
      <div className="mt-3 border-t border-border pt-3 text-xs text-muted">
        <p className="font-semibold text-fg">General guidance, not medical advice.</p>
        <p className="mt-1 flex gap-1.5">
          <BookOpen aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          <span>
            Back advice follows two lab studies of ten couples without back pain, which measured how the lower back
            moves in five positions: kneeling from behind and missionary, two ways each, and spooning. They found two
            kinds of sore back need different positions, and spooning is not best for everyone.{" "}
            {notes.studied
              ? `This is one of the positions they measured (${STUDIED[notes.studied]}).`
              : "They did not measure this one: its back advice is our reading of their principles, a neutral spine and moving from the hips and knees."}
          </span>
        </p>
        <ul className="mt-1.5 space-y-1 pl-5">
          <li>
            Sidorkewicz N, McGill SM.{" "}
            <a href="https://doi.org/10.1097/BRS.0000000000000518" className="text-rose underline underline-offset-2">
              Male spine motion during coitus: implications for the low back pain patient
            </a>
            . Spine 2014;39(20):1633-9.
          </li>
          <li>
            Sidorkewicz N, McGill SM.{" "}
            <a href="https://doi.org/10.1007/s00586-014-3626-y" className="text-rose underline underline-offset-2">
              Documenting female spine motion during coitus with a commentary on the implications for the low back pain
              patient
            </a>
            . Eur Spine J 2015;24(3):513-20.
          </li>
        </ul>
      </div>
    </section>
  );
}
