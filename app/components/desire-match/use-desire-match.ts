/**
 * The desire match on one phone: start or join a match, answer the deck, then compare by private set
 * intersection over a channel sealed between the two phones (docs/decisions/005), keeping the shared list on the
 * device when asked. The invitation's secret lives in this hook's memory only.
 */
import { keepInViewSoon } from "~/components/games/keep-in-view";
import { useCallback, useEffect, useRef, useState } from "react";
import { DESIRE_LEVELS, inDeckOrder, type DesireCard, type DesireLevel } from "@domain/desire-match/deck";
import type { DesireMatchCreated, DesireMatchJoined, DesireMatchState } from "@domain/desire-match/api";
import {
  call,
  httpRelay,
  startRelay,
  randomBytes,
  wait,
  type Answer,
  type Outcome,
  type Phase,
  type Session,
} from "./relay";
import { deviceStorage, readDeviceValue, removeDeviceValue, writeDeviceValue } from "~/lib/device-storage";

const KEPT = "entwine:desire-match";
const BROKEN_LINK = "This link is not complete. Ask your partner to send it again, or start a new match.";

export function useDesireMatch(cards: readonly DesireCard[]) {
  const [phase, setPhase] = useState<Phase>("start");
  const [level, setLevel] = useState<DesireLevel>("sensual");
  const [session, setSession] = useState<Session | null>(null);
  const [link, setLink] = useState("");
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState("");
  const [kept, setKept] = useState<Outcome | null>(null);
  const ran = useRef(false);

  const deck = session
    ? cards.filter((card) => DESIRE_LEVELS.indexOf(card.level) <= DESIRE_LEVELS.indexOf(session.level))
    : [];
  const current = deck.find((card) => !(card.id in answers));

  const fail = (reason: unknown) => {
    setError(reason instanceof Error ? reason.message : "The match could not continue. Please start again.");
    setPhase("error");
  };

  const begin = useCallback((next: Session) => {
    setSession(next);
    setPhase("answering");
  }, []);

  // A partner's phone opens the link: #join=<match>.<one-time token>.<secret>. The fragment never reaches the
  // server; it leaves the address bar at once, and only the match id and join token are sent.
  useEffect(() => {
    const saved = readDeviceValue<Outcome | null>(deviceStorage(), KEPT, null, (value) =>
      value && typeof value === "object" ? (value as Outcome) : undefined,
    );
    if (saved) setKept(saved);
    const hash = window.location.hash;
    if (!hash.startsWith("#join=") || ran.current) return;
    ran.current = true;
    history.replaceState(null, "", window.location.pathname);
    const join = async () => {
      const { readInvitation } = await import("@domain/desire-match/channel");
      const invitation = readInvitation(hash);
      if (!invitation) throw new Error(BROKEN_LINK);
      const joined = await call<DesireMatchJoined>(`/api/desire-match/${invitation.id}/join`, {
        method: "POST",
        json: { joinToken: invitation.joinToken },
      });
      begin({
        id: invitation.id,
        token: joined.guestToken,
        level: joined.level,
        role: "guest",
        secret: invitation.secret,
      });
    };
    join().catch(fail);
  }, [begin]);

  // The first phone waits for the partner to join.
  useEffect(() => {
    if (phase !== "waiting" || !session) return;
    let stop = false;
    const poll = async () => {
      while (!stop) {
        const state = await call<DesireMatchState>(`/api/desire-match/${session.id}`, {
          token: session.token,
        });
        if (state.partnerJoined) return begin(session);
        await wait(1200);
      }
    };
    poll().catch(fail);
    return () => {
      stop = true;
    };
  }, [phase, session, begin]);

  const start = async () => {
    try {
      const [created, channel] = await Promise.all([
        startRelay<DesireMatchCreated>("/api/desire-match", { level }),
        import("@domain/desire-match/channel"),
      ]);
      const secret = channel.newMatchSecret(randomBytes);
      setSession({ id: created.id, token: created.hostToken, level, role: "host", secret });
      setLink(channel.invitationLink(window.location.origin, created.id, created.joinToken, secret));
      setPhase("waiting");
    } catch (reason) {
      fail(reason);
    }
  };

  const finish = useCallback(
    async (active: Session, given: Record<string, Answer>) => {
      setPhase("exchanging");
      const [{ runMatch }, { matchChannel }] = await Promise.all([
        import("@domain/desire-match/exchange"),
        import("@domain/desire-match/channel"),
      ]);
      const result = await runMatch(
        httpRelay(active),
        matchChannel(active.secret, active.id, active.role),
        {
          yes: Object.keys(given).filter((id) => given[id] === "yes"),
          yesOrMaybe: Object.keys(given).filter((id) => given[id] !== "no"),
        },
        randomBytes,
      );
      setOutcome({
        bothYes: inDeckOrder(cards, result.bothYes),
        worthTalking: inDeckOrder(cards, result.worthTalking),
        partnerYes: result.partnerYes,
        partnerYesOrMaybe: result.partnerYesOrMaybe,
      });
      setPhase("result");
    },
    [cards],
  );

  // A long deck: after a while either partner may stop and compare what they have answered so far.
  const finishEarly = () => {
    if (!session || phase !== "answering") return;
    finish(session, answers).catch(fail);
  };

  const answer = (choice: Answer) => {
    if (!current || !session) return;
    const next = { ...answers, [current.id]: choice };
    setAnswers(next);
    if (deck.every((card) => card.id in next)) finish(session, next).catch(fail);
  };

  useEffect(() => {
    if (phase !== "answering") return;
    const onKey = (event: KeyboardEvent) => {
      const key = event.key.toLowerCase();
      if (key === "y" || key === "arrowright") answer("yes");
      else if (key === "m" || key === "arrowup") answer("maybe");
      else if (key === "n" || key === "arrowleft") answer("no");
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  // Each new card, with its three answers, comes into view under the header.
  const currentId = phase === "answering" ? current?.id : undefined;
  useEffect(() => {
    if (!currentId) return;
    keepInViewSoon("[data-testid='match-progress']", "[data-play='match-answers']");
  }, [currentId]);

  // The result opens at its top.
  useEffect(() => {
    if (phase !== "result") return;
    keepInViewSoon("[data-play='match-result']");
  }, [phase]);

  const restart = () => {
    removeDeviceValue(deviceStorage(), KEPT);
    setKept(null);
    setSession(null);
    setLink("");
    setAnswers({});
    setOutcome(null);
    setError("");
    setPhase("start");
  };

  const keep = () => {
    if (!outcome) return;
    // Storage refused: the list stays on screen.
    if (writeDeviceValue(deviceStorage(), KEPT, outcome)) setKept(outcome);
  };

  return {
    phase,
    level,
    setLevel,
    link,
    answers,
    deck,
    current,
    outcome,
    error,
    kept,
    start,
    answer,
    finishEarly,
    restart,
    keep,
  };
}
