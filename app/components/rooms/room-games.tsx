/**
 * The seven games as both phones show them. Each view renders the server's state; the phone whose turn it is
 * gets the buttons, the other watches the same animation when a draw arrives.
 */
import { inSentence } from "~/lib/names";
import { CareNote } from "~/components/games/care-note";
import {
  Check,
  Dice5,
  Heart,
  MessageCircleHeart,
  RotateCw,
  SkipForward,
  Sparkles,
  type LucideIcon,
} from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { diceActionFace } from "@domain/games/dice-action-face";
import type { RoomView } from "@domain/rooms/protocol";
import type { ConversationRoomState } from "@domain/rooms/conversation";
import type { DiceToSpiceRoomView } from "@domain/rooms/dice-to-spice";
import type { LoveQuizView } from "@domain/rooms/love-quiz";
import {
  diceToSpiceCardId,
  diceToSpiceCardSentence,
  diceToSpiceCardText,
  softenedBy,
  type NotTonightState,
  type NotTonightView,
  type SaveForLater,
} from "@domain/rooms/not-tonight";
import type { PackGameView, RoomPack } from "@domain/rooms/packs";
import type { PassionDiceRoomState } from "@domain/rooms/passion-dice";
import type { TruthOrDareRoomState } from "@domain/rooms/truth-or-dare";
import type { TurnState } from "@domain/rooms/turns";
import type { WheelRoomState } from "@domain/rooms/wheel";
import { DiceTile } from "~/components/games/dice-tile";
import { useReducedMotion } from "~/components/games/hooks";
import { headerBottom, keepInViewSoon } from "~/components/games/keep-in-view";
import { PositionMedia, positionMediaAlt } from "~/components/position-games/position-media";
import { PositionWheelGraphic } from "~/components/position-games/wheel";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Select } from "~/components/ui/input";
import { cx } from "~/lib/class-names";
import { LoveQuizVersionSwitch } from "./love-quiz-version-switch";
import { SetAsideNote, SofterNote, type NotTonightFor } from "./not-tonight";
import {
  AnotherRoundButton,
  AnswersInCard,
  ANSWERING,
  PrivateHeading,
  StepInView,
  useRoundSending,
  type Move,
  type Names,
} from "./room-round";

// The 30-pair round is code of its own, fetched only when a room plays it.
const LoveQuizPairsRoom = lazy(() => import("./love-quiz-pairs-room"));
// "Not tonight" is fetched only once a card offers it, so the room's first load stays within its budget.
const NotTonightChoice = lazy(() => import("./not-tonight-choice"));

export type { Names } from "./room-round";

export interface GameProps<S> {
  view: RoomView<S>;
  names: Names;
  move: Move;
  /** Keeps a card this phone set aside ("Not tonight", Later) in its own "Saved for later" list. */
  saveForLater?: SaveForLater;
}

const ROLL_MS = 1200;
const SPIN_MS = 3000;

/**
 * True while a draw that arrived after this screen opened is still animating; a phone that reloads mid-game
 * shows the result at once.
 */
function useDrawAnimation(draws: number, ms: number): boolean {
  const reduced = useReducedMotion();
  const seenAtMount = useRef(draws);
  const [animating, setAnimating] = useState(false);
  useEffect(() => {
    if (draws <= seenAtMount.current) return;
    seenAtMount.current = draws;
    setAnimating(true);
    const timer = setTimeout(() => setAnimating(false), reduced ? 200 : ms);
    return () => clearTimeout(timer);
  }, [draws, ms, reduced]);
  return animating;
}

/** Room kept free above and below a step when it is scrolled into view. */
const STEP_MARGIN = 16;

/**
 * Where a room step begins for keepInView, given the step's last element (its next control): the room card's
 * "whose turn" bar when everything from there to the control fits between the header and the fold, else the step's
 * result (`data-play='room-result'`), so the result and the next control are on screen together.
 */
function stepTop(last: Element | null): Element | null {
  if (!last) return null;
  const card = last.closest("[data-play='room-card']");
  if (!card) return last;
  const bar = card.querySelector("[data-play='room-turn']") ?? card;
  const room = window.innerHeight - headerBottom() - STEP_MARGIN * 2;
  if (last.getBoundingClientRect().bottom - bar.getBoundingClientRect().top <= room) return bar;
  return card.querySelector("[data-play='room-result']") ?? bar;
}

/** After each step: the step's start (see stepTop) and its next control (`box`) come into view together. */
function useTurnStepInView(box: { current: Element | null }) {
  useEffect(() => {
    keepInViewSoon(
      () => stepTop(box.current),
      () => box.current,
    );
  }, [box]);
}

function TurnBar({ state, seat, names }: { state: TurnState<unknown>; seat: 0 | 1; names: Names }) {
  const mine = state.turn === seat;
  return (
    <div data-play="room-turn" className="flex flex-wrap items-center justify-between gap-3">
      <p
        data-testid="room-turn"
        className={cx(
          "rounded-full px-4 py-1.5 text-sm font-bold",
          mine ? "bg-rose/15 text-rose" : "bg-surface-2 text-muted",
        )}
      >
        {mine ? (names.me === "You" ? "Your turn" : `Your turn, ${names.me}`) : `${names.partner}'s turn`}
      </p>
      <p data-testid="room-scores" className="text-sm text-muted">
        {names.me} <strong className="text-fg">{state.scores[seat]}</strong> · {names.partner}{" "}
        <strong className="text-fg">{state.scores[seat === 0 ? 1 : 0]}</strong>
      </p>
    </div>
  );
}

interface FinishProps {
  mine: boolean;
  names: Names;
  onFinish: (completed: boolean) => void;
  doneLabel?: string;
  move: Move;
  notTonight?: NotTonightFor;
}

/**
 * Done / skip (and "Not tonight" where the card has it) for the player whose turn it is; a note for the other.
 * `softened`: the card became its softer version, a new step to bring into view.
 */
function Finish({ busy, softened, ...props }: FinishProps & { busy: boolean; softened: boolean }) {
  if (busy) return null;
  return <FinishControls key={softened ? "softer" : "card"} {...props} />;
}

function FinishControls({ mine, names, onFinish, doneLabel = "Done, +1", move, notTonight }: FinishProps) {
  const box = useRef<HTMLDivElement>(null);
  // Each new step: whose turn, the prompt and these buttons come into view together, under the fixed header.
  useTurnStepInView(box);
  if (!mine) {
    return (
      <div ref={box} data-play="room-next" className="mt-5">
        <p className="text-center text-muted">{names.partner} is on it. Cheer them on.</p>
      </div>
    );
  }
  // The large size's side padding would squeeze "Done, +1" onto two lines in half of a 360 px phone; Skip takes
  // only the room it needs, so "We tried it, +1" and "Completed, +1" keep to one line.
  return (
    <div ref={box} data-play="room-next" className="mt-5">
      <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-3">
        <Button size="lg" className="w-full !px-3 leading-tight" onClick={() => onFinish(true)}>
          <Check aria-hidden className="size-5" /> {doneLabel}
        </Button>
        <Button
          variant="secondary"
          size="lg"
          className="w-full !px-5 leading-tight"
          aria-label="Skip, no point"
          onClick={() => onFinish(false)}
        >
          <SkipForward aria-hidden className="size-4" /> Skip
        </Button>
      </div>
      <NotTonightChoice
        notTonight={notTonight}
        move={move}
        // The choices open under the card: the card and both choices come into view together.
        onOpen={() =>
          keepInViewSoon(
            () => stepTop(box.current),
            () => box.current,
          )
        }
      />
    </div>
  );
}

/** "12 of 84 left at this level": the level's share, so the count never contradicts the pack's description. */
function packLeft(pack: RoomPack): string {
  return pack.total < pack.size
    ? `${pack.left} of ${pack.total} left at this level`
    : `${pack.left} of ${pack.total} left`;
}

function packLeftSentence(pack: RoomPack): string {
  return pack.total < pack.size
    ? `${pack.left} of its ${pack.total} at this level are left.`
    : `${pack.left} left in this pack.`;
}

/**
 * The room's pack: either phone may choose another while nothing is on screen; both phones see the choice and
 * how many prompts are left in it.
 */
function RoomPackChoice({
  packs,
  value,
  move,
  disabled,
}: {
  packs?: readonly RoomPack[];
  value?: string;
  move: Move;
  disabled: boolean;
}) {
  if (!packs || packs.length === 0) return null;
  const chosen = packs.find((pack) => pack.id === value) ?? packs[0]!;
  return (
    <div className="mt-4 flex flex-col gap-1 text-sm" data-testid="room-pack">
      <label className="flex flex-col gap-1 font-semibold text-muted">
        Pack
        <Select
          name="room-pack"
          value={chosen.id}
          disabled={disabled || packs.length < 2}
          onChange={(event) => move({ type: "pack", pack: event.target.value })}
        >
          {packs.map((pack) => (
            <option key={pack.id} value={pack.id}>
              {pack.name} ({packLeft(pack)})
            </option>
          ))}
        </Select>
      </label>
      <p className="text-xs text-muted">
        {chosen.description} <span data-testid="pack-left">{packLeftSentence(chosen)}</span>
      </p>
    </div>
  );
}

function Waiting({ names, what }: { names: Names; what: string }) {
  const box = useRef<HTMLParagraphElement>(null);
  useTurnStepInView(box);
  return (
    <p ref={box} data-play="room-next" className="mt-6 text-center text-muted">
      Waiting for {inSentence(names.partner)} to {what}…
    </p>
  );
}

/** The control that starts this phone's turn, kept in view with whose turn it is when the turn comes. */
function StartControl({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useTurnStepInView(box);
  return (
    <div ref={box} data-play="room-next">
      {children}
    </div>
  );
}

/** The packs a prompt game offers and the one chosen. */
type PackState = { packs?: readonly RoomPack[]; pack?: string };

/**
 * The foot of every turn-based room game: Done / Skip under the prompt (for the player whose turn it is; a note for
 * the other), else the control that draws the next prompt (or a wait for the partner), and the pack choice while
 * nothing is on screen.
 */
function TurnFooter({
  state,
  seat,
  names,
  move,
  busy,
  doneLabel,
  start,
  waitingFor,
  notTonight,
}: {
  state: TurnState<unknown> & NotTonightState & PackState;
  seat: 0 | 1;
  names: Names;
  move: Move;
  busy: boolean;
  doneLabel?: string;
  /** The control that draws the next prompt, shown to the player whose turn it is. */
  start: ReactNode;
  /** What the partner is about to do, after "Waiting for … to". */
  waitingFor: string;
  notTonight?: NotTonightFor;
}) {
  const mine = state.turn === seat;
  const drawn = state.current !== null && state.current !== undefined;
  return (
    <>
      {drawn ? (
        <Finish
          mine={mine}
          names={names}
          busy={busy}
          softened={softenedBy(state) !== null}
          doneLabel={doneLabel}
          move={move}
          notTonight={notTonight}
          onFinish={(completed) => move({ type: "finish", completed })}
        />
      ) : mine ? (
        <StartControl>{start}</StartControl>
      ) : (
        <Waiting names={names} what={waitingFor} />
      )}
      {drawn ? null : <RoomPackChoice packs={state.packs} value={state.pack} move={move} disabled={false} />}
    </>
  );
}

/** The card of every turn-based room game: whose turn and the scores, the game's own middle, then the foot. */
function TurnCard({
  game: { view, names, move },
  children,
  after,
  ...footer
}: {
  game: GameProps<TurnState<unknown> & NotTonightState & PackState>;
  children: ReactNode;
  /** Below the foot: what may be looked at after the next control (a picture). */
  after?: ReactNode;
  busy: boolean;
  doneLabel?: string;
  start: ReactNode;
  waitingFor: string;
  notTonight?: NotTonightFor;
}) {
  const { state, seat } = view;
  return (
    <Card data-play="room-card" className="p-4 sm:p-7">
      <TurnBar state={state} seat={seat} names={names} />
      {children}
      <SetAsideNote state={state} seat={seat} names={names} />
      <TurnFooter state={state} seat={seat} names={names} move={move} {...footer} />
      {after}
    </Card>
  );
}

/** The full-width button that draws the next prompt. */
function StartButton({ icon: Icon, label, onClick }: { icon: LucideIcon; label: string; onClick: () => void }) {
  return (
    <Button size="lg" className="mt-6 w-full" onClick={onClick}>
      <Icon aria-hidden className="size-5" /> {label}
    </Button>
  );
}

/**
 * A turn-based room game that draws a card of text (a truth or dare, a question): the card, dimmed while the next
 * draw lands, between whose turn it is and the foot.
 */
function DrawnCardRoom<C>({
  game,
  children,
  ...footer
}: {
  game: GameProps<TurnState<C> & NotTonightState & PackState>;
  doneLabel?: string;
  start: ReactNode;
  waitingFor: string;
  notTonight?: NotTonightFor;
  children: (card: C) => ReactNode;
}) {
  const card = game.view.state.current;
  const revealing = useDrawAnimation(game.view.state.draws, 700);
  return (
    <TurnCard game={game} busy={revealing} {...footer}>
      {card === null ? null : (
        <div data-play="room-result" className={cx("mt-6 transition", revealing && "scale-95 opacity-40")}>
          {children(card)}
        </div>
      )}
    </TurnCard>
  );
}

export function TruthOrDareRoom({
  view,
  names,
  move,
  saveForLater,
}: GameProps<PackGameView<TruthOrDareRoomState> & NotTonightView>) {
  const { state, seat } = view;
  const dare = state.current?.type === "dare" ? state.current : null;
  return (
    <DrawnCardRoom
      game={{ view, names, move }}
      waitingFor="choose truth or dare"
      notTonight={{
        offer: state.notTonightOffer,
        card: dare && { game: "truth-or-dare", id: dare.id, text: dare.question },
        save: saveForLater,
      }}
      start={
        <div className="mt-6 grid grid-cols-2 gap-3">
          <Button size="lg" onClick={() => move({ type: "draw", choice: "truth" })}>
            Truth
          </Button>
          <Button size="lg" variant="secondary" onClick={() => move({ type: "draw", choice: "dare" })}>
            Dare
          </Button>
        </div>
      }
    >
      {(card) => (
        <>
          <span
            className={cx(
              "rounded-full px-4 py-1.5 text-sm font-extrabold tracking-[0.25em]",
              card.type === "truth" ? "bg-gold/15 text-gold" : "bg-rose/15 text-rose",
            )}
          >
            {card.type === "truth" ? "TRUTH" : "DARE"}
          </span>
          <SofterNote state={state} seat={seat} names={names} className="mt-4" />
          <h2 data-testid="room-prompt" data-card={card.id} className="mt-5 text-2xl font-medium leading-snug">
            {card.question}
          </h2>
          <CareNote text={card.question} className="mt-3" />
          <Badge tone="rose" className="mt-4">
            {card.category}
          </Badge>
        </>
      )}
    </DrawnCardRoom>
  );
}

export function PassionDiceRoom({
  view,
  names,
  move,
  saveForLater,
}: GameProps<PackGameView<PassionDiceRoomState> & NotTonightView>) {
  const { state, seat } = view;
  const rolling = useDrawAnimation(state.draws, ROLL_MS);
  const reduced = useReducedMotion();
  const roll = state.current;
  return (
    <TurnCard
      game={{ view, names, move }}
      busy={rolling}
      waitingFor="roll"
      notTonight={{
        offer: state.notTonightOffer,
        card: roll && { game: "passion-dice", id: roll.id, text: roll.action },
        save: saveForLater,
      }}
      start={<StartButton icon={Dice5} label="Roll the dice" onClick={() => move({ type: "roll" })} />}
    >
      <div className="mt-6 grid grid-cols-3 gap-3" data-testid="room-dice">
        {(
          [
            ["Action", roll && diceActionFace(roll.action)],
            ["Where", roll?.bodyPart],
            ["Time", roll?.duration],
          ] as const
        ).map(([caption, face]) => (
          <DiceTile
            key={caption}
            caption={caption}
            face={rolling ? "…" : (face ?? "?")}
            rolling={rolling}
            idle={!roll}
            reducedMotion={reduced}
            fit
          />
        ))}
      </div>
      {roll && !rolling ? (
        <div data-play="room-result" className="mt-5">
          <SofterNote state={state} seat={seat} names={names} className="mb-2" />
          <p data-testid="room-prompt" data-card={roll.id} className="text-lg">
            {roll.action}
          </p>
          <CareNote text={roll.action} className="mt-2" />
          <p className="mt-2 text-sm text-muted">
            {/* Partner 1 opened the room (seat 0). */}
            {(roll.perspective === "Partner 2" ? 1 : 0) === seat ? "You lead" : `${names.partner} leads`} ·{" "}
            {roll.levelName}
          </p>
        </div>
      ) : null}
    </TurnCard>
  );
}

export function DiceToSpiceRoom({ view, names, move, saveForLater }: GameProps<DiceToSpiceRoomView>) {
  const { state, seat } = view;
  const rolling = useDrawAnimation(state.draws, ROLL_MS);
  const reduced = useReducedMotion();
  // While rolling, the faces flick through the dice before landing on the server's result.
  const [flick, setFlick] = useState(0);
  useEffect(() => {
    if (!rolling) return;
    const timer = setInterval(() => setFlick((n) => n + 1), 90);
    return () => clearInterval(timer);
  }, [rolling]);
  const roll = state.current;
  const action = rolling ? state.actionFaces[flick % state.actionFaces.length]! : (roll?.action ?? "?");
  const part = rolling ? state.bodyPartFaces[(flick * 7) % state.bodyPartFaces.length]! : (roll?.bodyPart ?? "?");
  return (
    <TurnCard
      game={{ view, names, move }}
      busy={rolling}
      doneLabel="Completed, +1"
      waitingFor="roll"
      notTonight={{
        offer: state.notTonightOffer,
        card: roll && { game: "dice-to-spice", id: diceToSpiceCardId(roll), text: diceToSpiceCardSentence(roll) },
        save: saveForLater,
      }}
      start={<StartButton icon={Dice5} label="Roll both dice" onClick={() => move({ type: "roll" })} />}
    >
      <div className="mt-6 grid grid-cols-2 gap-4" data-testid="room-dice">
        <DiceTile caption="Action" face={action} rolling={rolling} idle={!roll} reducedMotion={reduced} fit />
        <DiceTile caption="Body part" face={part} rolling={rolling} idle={!roll} reducedMotion={reduced} fit />
      </div>
      {roll && !rolling ? (
        <div data-play="room-result">
          <SofterNote state={state} seat={seat} names={names} className="mt-4 justify-center" />
          <p data-testid="room-prompt" className="mt-5 text-center text-xl font-semibold">
            {diceToSpiceCardText(roll)}
          </p>
          <CareNote text={roll.action} className="mt-2 justify-center" />
        </div>
      ) : null}
    </TurnCard>
  );
}

export function WheelRoom({ view, names, move }: GameProps<WheelRoomState>) {
  const { state, seat } = view;
  const mine = state.turn === seat;
  const spinning = useDrawAnimation(state.draws, SPIN_MS);
  const reduced = useReducedMotion();
  const animatedOnce = useRef(false);
  if (spinning) animatedOnce.current = true;
  const result = state.current && !spinning ? state.segments[state.current.index] : undefined;
  if (state.segments.length === 0) {
    return (
      <Card className="text-center">
        <h2 className="text-xl font-semibold">No Positions Available</h2>
        <p className="mt-2 text-muted">New positions will appear here soon. End the room and pick another game.</p>
      </Card>
    );
  }
  const centre = (
    <button
      type="button"
      disabled={!mine || state.current !== null || spinning}
      onClick={() => move({ type: "spin" })}
      aria-label={spinning ? "Spinning..." : mine ? "Spin the wheel" : `${names.partner} spins`}
      className="grid size-full place-items-center rounded-full border-4 border-bg bg-gradient-to-br from-rose to-coral p-2 text-center text-sm font-bold text-accent-fg shadow-glow disabled:cursor-not-allowed"
    >
      {spinning ? "…" : mine && !state.current ? "SPIN" : <RotateCw aria-hidden className="size-5" />}
    </button>
  );
  return (
    <TurnCard
      game={{ view, names, move }}
      busy={spinning}
      doneLabel="We tried it, +1"
      waitingFor="spin"
      start={<StartButton icon={Sparkles} label="Spin the wheel" onClick={() => move({ type: "spin" })} />}
      after={
        // The picture comes last, so the position's name and the buttons are on screen as soon as the wheel stops.
        result ? (
          <div className="mt-5 aspect-[4/3] overflow-hidden rounded-2xl bg-surface-2">
            <PositionMedia src={result.image} mediaType={result.mediaType} alt={positionMediaAlt(result)} />
          </div>
        ) : null
      }
    >
      <div className="mt-5">
        <PositionWheelGraphic
          segments={state.segments}
          rotation={state.rotation}
          animate={!reduced && animatedOnce.current}
          centre={centre}
          highlight={result && state.current ? state.current.index : null}
        />
      </div>
      {result ? (
        <div data-play="room-result" className="mt-4">
          <Badge tone="rose" className="capitalize">
            {result.category}
          </Badge>
          <h2 data-testid="room-prompt" className="mt-2 text-2xl font-semibold leading-tight">
            {result.title}
          </h2>
          {result.description ? <p className="mt-2 line-clamp-2 text-muted">{result.description}</p> : null}
        </div>
      ) : null}
    </TurnCard>
  );
}

export function ConversationRoom({ view, names, move }: GameProps<PackGameView<ConversationRoomState>>) {
  return (
    <DrawnCardRoom
      game={{ view, names, move }}
      doneLabel="We talked, +1"
      waitingFor="draw a question"
      start={<StartButton icon={MessageCircleHeart} label="Draw a question" onClick={() => move({ type: "draw" })} />}
    >
      {(card) => (
        <>
          <h2 data-testid="room-prompt" className="text-2xl font-medium leading-snug">
            {card.question}
          </h2>
          <ul className="mt-4 space-y-2 text-muted">
            {card.followUp.map((line) => (
              <li key={line} className="flex gap-2">
                <MessageCircleHeart aria-hidden className="mt-1 size-4 shrink-0 text-rose" /> {line}
              </li>
            ))}
          </ul>
          <CareNote text={[card.question, ...card.followUp].join(" ")} className="mt-3" />
        </>
      )}
    </DrawnCardRoom>
  );
}

const AGREEMENT_TEXT = { agreed: "You agree", close: "Close", apart: "Worth a chat" } as const;

export function LoveQuizRoom({ view, names, move }: GameProps<LoveQuizView>) {
  const { state } = view;
  const [answers, setAnswers] = useState<Record<string, number>>({});
  // A new round clears this phone's private answers.
  useEffect(() => {
    setAnswers({});
  }, [state.rounds]);
  const complete = Object.keys(answers).length === state.questions.length;
  const send = () => move({ type: "answer", answers });
  const sending = useRoundSending(state.rounds, view.seq, () => state.mine === null && complete, send);

  const scaleLabel = (value: number) => state.scale.find((point) => point.value === value)?.label ?? String(value);

  if (state.version === "pairs") {
    return (
      <>
        <LoveQuizVersionSwitch view={view} move={move} />
        <Suspense fallback={<p className="py-6 text-center text-muted">Loading the round…</p>}>
          <LoveQuizPairsRoom view={view} names={names} move={move} />
        </Suspense>
      </>
    );
  }

  if (state.revealed) {
    const agreed = state.revealed.filter((row) => row.agreement === "agreed").length;
    return (
      <Card data-play="room-card" className="p-4 sm:p-7">
        <StepInView top="[data-testid='room-prompt']" />
        <h2 data-testid="room-prompt" className="text-2xl font-semibold">
          You agreed on {agreed} of {state.revealed.length}
        </h2>
        <ul className="mt-5 space-y-4">
          {state.revealed.map((row) => {
            const question = state.questions.find((q) => q.id === row.id)!;
            return (
              <li key={row.id} data-testid="quiz-row" className="rounded-xl border border-border p-4">
                <p className="font-semibold">{question.question}</p>
                <p className="mt-1 text-sm text-muted">
                  {names.me}: {scaleLabel(row.mine)} · {names.partner}: {scaleLabel(row.partner)}
                </p>
                <Badge tone={row.agreement === "agreed" ? "rose" : undefined} className="mt-2">
                  {row.agreement === "agreed" ? <Heart aria-hidden className="mr-1 size-3" /> : null}
                  {AGREEMENT_TEXT[row.agreement]}
                </Badge>
              </li>
            );
          })}
        </ul>
        <AnotherRoundButton move={move} />
      </Card>
    );
  }
  if (state.mine) {
    return <AnswersInCard wording={ANSWERING} partner={names.partner} both={state.partnerAnswered} />;
  }
  return (
    <Card data-play="room-card" className="p-4 sm:p-7">
      <StepInView top="[data-play='room-card']" bottom="[data-play='room-card'] fieldset" />
      <LoveQuizVersionSwitch view={view} move={move} />
      <PrivateHeading wording={ANSWERING} partner={names.partner} partnerDone={state.partnerAnswered} />
      <form
        className="mt-5 space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (!complete) return;
          sending.markSent();
          send();
        }}
      >
        {state.questions.map((question) => (
          <fieldset key={question.id}>
            <legend className="font-semibold">{question.question}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {state.scale.map((point) => (
                <label
                  key={point.value}
                  className={cx(
                    "cursor-pointer rounded-full border px-3 py-1.5 text-sm",
                    answers[question.id] === point.value ? "border-rose bg-rose/15" : "border-border",
                  )}
                >
                  <input
                    type="radio"
                    className="sr-only"
                    name={`quiz-${question.id}`}
                    value={point.value}
                    checked={answers[question.id] === point.value}
                    onChange={() => setAnswers((current) => ({ ...current, [question.id]: point.value }))}
                  />
                  {point.label}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <Button type="submit" size="lg" className="w-full" disabled={!complete || sending.sent}>
          Send my answers
        </Button>
      </form>
    </Card>
  );
}
