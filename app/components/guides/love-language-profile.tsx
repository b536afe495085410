/**
 * The 30-pair love-language quiz's results: one partner's profile (five bars) and the comparison of two profiles
 * (where they meet, where they differ, language by language). Used by the love quiz page (both partners on one
 * device) and by the Love Quiz room (two phones). The language names come in as props: the room's phones get them
 * from the server, the page from its loader.
 */
import { Heart, MessagesSquare, Sparkles } from "lucide-react";
import type { LoveLanguageIcon, LoveLanguageId, ThemeColor } from "@content/guides/love-languages";
import type {
  LanguageComparison,
  LanguageScore,
  PairProfile,
  ProfileComparison,
} from "@domain/guides/love-language-pairs";
import { LoveLanguageIcon as ContentIcon } from "~/components/guides/love-language-icon";
import { ProgressBar } from "~/components/guides/progress-bar";
import { TINT } from "~/components/guides/theme";
import { cx } from "~/lib/class-names";

export interface LanguageMeta {
  readonly id: LoveLanguageId;
  readonly title: string;
  readonly color: ThemeColor;
  readonly icon: LoveLanguageIcon;
}

function metaOf(languages: readonly LanguageMeta[], id: LoveLanguageId): LanguageMeta {
  return languages.find((entry) => entry.id === id) ?? { id, title: id, color: "rose", icon: "MessageCircleHeart" };
}

const percent = (share: number) => Math.round(Math.max(0, Math.min(1, share)) * 100);

/** "Quality Time", "Quality Time and Physical Touch", "A, B and C". */
export function joinTitles(titles: readonly string[]): string {
  if (titles.length <= 1) return titles[0] ?? "";
  return `${titles.slice(0, -1).join(", ")} and ${titles[titles.length - 1]}`;
}

/** One partner's five languages, most chosen first: "chosen 9 of the 12 times it was offered". */
export function ProfileBars({
  profile,
  languages,
  name,
}: {
  profile: PairProfile;
  languages: readonly LanguageMeta[];
  name: string;
}) {
  return (
    <ol className="space-y-4" data-testid="pair-profile">
      {profile.scores.map((score, index) => {
        const language = metaOf(languages, score.id);
        return (
          <li key={score.id}>
            <div className="flex items-center justify-between gap-3">
              <span className="flex min-w-0 items-center gap-3 font-semibold">
                <span className={cx("grid size-8 shrink-0 place-items-center rounded-full", TINT[language.color].chip)}>
                  <ContentIcon name={language.icon} className="size-4" />
                </span>
                <span className="truncate">{language.title}</span>
              </span>
              <span className="shrink-0 text-sm text-muted">
                {score.chosen} of {score.offered}
              </span>
            </div>
            <ProgressBar
              className="mt-2"
              percent={percent(score.share)}
              label={`${name}, ${language.title}: chosen ${score.chosen} of the ${score.offered} times it was offered`}
              barClassName={index === 0 ? "bg-gradient-to-r from-rose to-coral" : TINT[language.color].bar}
            />
          </li>
        );
      })}
    </ol>
  );
}

/** The headline of a profile: "Quality Time", or the tied languages. */
export function primaryTitle(profile: PairProfile, languages: readonly LanguageMeta[]): string {
  return joinTitles(profile.primary.map((id) => metaOf(languages, id).title));
}

/** A small, concrete way to speak each language more often. */
const MORE_OF: Readonly<Record<LoveLanguageId, string>> = {
  words_of_affirmation: "say out loud one thing you admire, today, and mean it.",
  physical_touch: "reach for a hand, a hug or a shoulder more often than feels necessary.",
  acts_of_service: "quietly take one job off the other's list without being asked.",
  quality_time: "book one phones-down evening this week, just the two of you.",
  receiving_gifts: "bring home something small that says you were thinking of them.",
};

function DifferRow({
  entry,
  names,
  languages,
}: {
  entry: LanguageComparison;
  names: readonly [string, string];
  languages: readonly LanguageMeta[];
}) {
  const language = metaOf(languages, entry.id);
  const firstMore = entry.gap > 0;
  const [more, less] = firstMore ? [names[0], names[1]] : [names[1], names[0]];
  const [moreScore, lessScore] = firstMore ? [entry.first, entry.second] : [entry.second, entry.first];
  return (
    <li className="rounded-2xl border border-border bg-surface-2/40 p-4" data-testid="pair-differ">
      <p className="flex items-center gap-2 font-semibold">
        <ContentIcon name={language.icon} className={cx("size-4 shrink-0", TINT[language.color].text)} />
        {language.title}
      </p>
      <p className="mt-1 text-sm text-muted">
        Means more to {more} ({moreScore.chosen} of {moreScore.offered}) than to {less} ({lessScore.chosen} of{" "}
        {lessScore.offered}).
      </p>
      <p className="mt-2 text-sm">Try this: {MORE_OF[entry.id]}</p>
    </li>
  );
}

/**
 * Where two profiles meet and differ, for two partners (first, second): `names` label the bars, `sentenceNames`
 * (the same by default) go inside sentences ("means more to you than to your partner").
 */
export function ProfileComparisonView({
  comparison,
  names,
  sentenceNames = names,
  languages,
}: {
  comparison: ProfileComparison;
  names: readonly [string, string];
  sentenceNames?: readonly [string, string];
  languages: readonly LanguageMeta[];
}) {
  const sharedTitles = comparison.shared.map((id) => metaOf(languages, id).title);
  const closest = comparison.languages.filter((entry) => entry.relation === "meet").slice(0, 2);
  return (
    <div className="space-y-6" data-testid="pair-comparison">
      <section aria-labelledby="pairs-meet">
        <h3 id="pairs-meet" className="flex items-center gap-2 text-xl font-semibold">
          <Heart aria-hidden className="size-5 text-rose" /> Where you meet
        </h3>
        <p className="mt-2" data-testid="pair-meet">
          {sharedTitles.length > 0
            ? `${joinTitles(sharedTitles)} ${sharedTitles.length === 1 ? "is" : "are"} near the top for both of you: the easiest way to make each other feel loved.`
            : closest.length > 0
              ? `Your favourites differ, and you value ${joinTitles(closest.map((entry) => metaOf(languages, entry.id).title))} about the same.`
              : "Your favourites differ: each of you feels loved in your own way, which is worth knowing."}
        </p>
        {comparison.comparedPairs > 0 ? (
          <p className="mt-1 text-sm text-muted">
            You chose the same moment in {comparison.samePicks} of {comparison.comparedPairs} pairs.
          </p>
        ) : null}
      </section>

      <section aria-labelledby="pairs-differ">
        <h3 id="pairs-differ" className="flex items-center gap-2 text-xl font-semibold">
          <MessagesSquare aria-hidden className="size-5 text-gold" /> Where you differ
        </h3>
        {comparison.differ.length > 0 ? (
          <ul className="mt-3 space-y-3">
            {comparison.differ.map((entry) => (
              <DifferRow key={entry.id} entry={entry} names={sentenceNames} languages={languages} />
            ))}
          </ul>
        ) : (
          <p className="mt-2">No language is far apart: you give and receive love in much the same ways.</p>
        )}
      </section>

      <section aria-labelledby="pairs-side-by-side">
        <h3 id="pairs-side-by-side" className="flex items-center gap-2 text-xl font-semibold">
          <Sparkles aria-hidden className="size-5 text-coral" /> Side by side
        </h3>
        <ul className="mt-3 space-y-4">
          {comparison.languages.map((entry) => {
            const language = metaOf(languages, entry.id);
            return (
              <li key={entry.id}>
                <p className="flex items-center justify-between gap-2 font-semibold">
                  <span className="flex min-w-0 items-center gap-2">
                    <ContentIcon name={language.icon} className={cx("size-4 shrink-0", TINT[language.color].text)} />
                    <span className="truncate">{language.title}</span>
                  </span>
                  <span className="shrink-0 text-xs font-normal text-muted">
                    {entry.relation === "meet" ? "You meet" : entry.relation === "near" ? "Close" : "Apart"}
                  </span>
                </p>
                <div className="mt-2 grid grid-cols-[minmax(0,6rem)_1fr_auto] items-center gap-x-3 gap-y-1.5 text-sm">
                  <PartnerShare name={names[0]} language={language.title} score={entry.first} barClassName="bg-rose" />
                  <PartnerShare name={names[1]} language={language.title} score={entry.second} barClassName="bg-gold" />
                </div>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}

/** One partner's row of "Side by side" (three cells of its grid): name, bar, and how often they chose the language. */
function PartnerShare({
  name,
  language,
  score,
  barClassName,
}: {
  name: string;
  language: string;
  score: LanguageScore;
  barClassName: string;
}) {
  return (
    <>
      <span className="truncate text-muted">{name}</span>
      <ProgressBar
        percent={percent(score.share)}
        label={`${name}, ${language}: ${score.chosen} of ${score.offered}`}
        barClassName={barClassName}
      />
      <span className="text-muted">{score.chosen}</span>
    </>
  );
}
