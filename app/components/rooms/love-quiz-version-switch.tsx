import { ListChecks, Users } from "lucide-react";
import type { RoomView } from "@domain/rooms/protocol";
import type { LoveQuizVersion, LoveQuizView } from "@domain/rooms/love-quiz";
import { cx } from "~/lib/class-names";

type Move = (move: { type: string; [key: string]: unknown }) => void;

/** The choice of quiz, shown while neither phone has answered this round. */
export function LoveQuizVersionSwitch({ view, move }: { view: RoomView<LoveQuizView>; move: Move }) {
  const { state } = view;
  const started = state.mine !== null || state.minePicked || state.partnerAnswered;
  if (started || state.pairCount === 0) return null;
  const options: { version: LoveQuizVersion; label: string; Icon: typeof ListChecks }[] = [
    { version: "five", label: "5 questions", Icon: ListChecks },
    { version: "pairs", label: `${state.pairCount} pairs`, Icon: Users },
  ];
  return (
    <div role="group" aria-label="Which quiz" className="mb-4 grid grid-cols-2 gap-2" data-testid="quiz-version">
      {options.map(({ version, label, Icon }) => (
        <button
          key={version}
          type="button"
          aria-pressed={state.version === version}
          onClick={() => move({ type: "version", version })}
          className={cx(
            "inline-flex min-h-11 items-center justify-center gap-2 rounded-full border px-3 text-sm font-semibold transition",
            state.version === version
              ? "border-rose bg-rose/15 text-fg"
              : "border-border text-muted hover:border-rose/70",
          )}
        >
          <Icon aria-hidden className="size-4" /> {label}
        </button>
      ))}
    </div>
  );
}
