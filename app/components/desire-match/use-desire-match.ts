/**
 * The desire match on one phone: start or join a match, answer the deck, then compare by private set
 * intersection (docs/decisions/005), keeping the shared list on the device when asked.
 */
import { keepInViewSoon } from "~/components/games/keep-in-view";
import { useCallback, useEffect, useRef, useState } from "react";
import { DESIRE_LEVELS, type DesireCard, type DesireLevel } from "@domain/desire-match/deck";
import type { DesireMatchCreated, DesireMatchJoined, DesireMatchState } from "@domain/desire-match/api";
import { call, partnerMessage, randomBytes, wait, type Answer, type Outcome, type Phase, type Session } from "./relay";
import {
  deviceStorage,
  readDeviceText,
  readDeviceValue,
  removeDeviceValue,
  writeDeviceText,
  writeDeviceValue,
} from "~/lib/device-storage";

const KEPT = "entwine:desire-match";

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

  const begin = useCallback(async (next: Session) => {
    setSession(next);
    setPhase("answering");
    const { saltShare } = await import("@domain/desire-match/psi");
    const share = saltShare(randomBytes);
    // Kept for this tab only: with the partner's share it makes the salt both phones hash their cards with.
    writeDeviceText(deviceStorage("session"), `${KEPT}:salt:${next.id}`, share);
    await call(`/api/desire-match/${next.id}/messages`, {
      method: "POST",
      token: next.token,
      json: { kind: "salt", payload: share },
    });
  }, []);

  // A partner's phone opens the link: #join=<match>.<one-time token>.
  useEffect(() => {
    const saved = readDeviceValue<Outcome | null>(deviceStorage(), KEPT, null, (value) =>
      value && typeof value === "object" ? (value as Outcome) : undefined,
    );
    if (saved) setKept(saved);
    const join = /^#join=([\w-]+)\.([\w-]+)$/.exec(window.location.hash);
    if (!join || ran.current) return;
    ran.current = true;
    history.replaceState(null, "", window.location.pathname);
    call<DesireMatchJoined>(`/api/desire-match/${join[1]}/join`, {
      method: "POST",
      json: { joinToken: join[2] },
    })
      .then((joined) => begin({ id: join[1]!, token: joined.guestToken, level: joined.level }))
      .catch(fail);
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
      const created = await call<DesireMatchCreated>("/api/desire-match", {
        method: "POST",
        json: { level },
      });
      setSession({ id: created.id, token: created.hostToken, level });
      setLink(`${window.location.origin}/desire-match#join=${created.id}.${created.joinToken}`);
      setPhase("waiting");
    } catch (reason) {
      fail(reason);
    }
  };

  const finish = useCallback(
    async (active: Session, given: Record<string, Answer>) => {
      setPhase("exchanging");
      const psi = await import("@domain/desire-match/psi");
      const mineShare = readDeviceText(deviceStorage("session"), `${KEPT}:salt:${active.id}`);
      const theirShare = await partnerMessage<string>(active, "salt");
      const salt = psi.sessionSalt(mineShare ?? "", theirShare);
      const secret = psi.createSecret(randomBytes);
      const yes = Object.keys(given).filter((id) => given[id] === "yes");
      const yesOrMaybe = Object.keys(given).filter((id) => given[id] !== "no");
      const mineYes = psi.blindSet(yes, salt, secret, randomBytes);
      const mineMaybe = psi.blindSet(yesOrMaybe, salt, secret, randomBytes);
      const post = (kind: string, payload: unknown) =>
        call(`/api/desire-match/${active.id}/messages`, {
          method: "POST",
          token: active.token,
          json: { kind, payload },
        });
      await post("blinded", { yes: mineYes.points, maybe: mineMaybe.points });
      const theirs = await partnerMessage<{ yes: string[]; maybe: string[] }>(active, "blinded");
      await post("reblinded", { yes: psi.reblind(theirs.yes, secret), maybe: psi.reblind(theirs.maybe, secret) });
      const answer = await partnerMessage<{ yes: string[]; maybe: string[] }>(active, "reblinded");
      const bothYes = new Set(psi.intersection(mineYes, answer.yes, theirs.yes, secret));
      const shared = psi.intersection(mineMaybe, answer.maybe, theirs.maybe, secret).filter((id) => !bothYes.has(id));
      const byId = new Map(cards.map((card) => [card.id, card]));
      setOutcome({
        bothYes: [...bothYes].map((id) => byId.get(id)!).filter(Boolean),
        worthTalking: shared.map((id) => byId.get(id)!).filter(Boolean),
        partnerYes: theirs.yes.length,
        partnerYesOrMaybe: theirs.maybe.length,
      });
      setPhase("result");
      await post("done", {});
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
