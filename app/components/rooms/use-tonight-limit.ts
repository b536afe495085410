/**
 * Tonight's limit on one phone of a room (docs/decisions/011-tonights-limit.md): choose privately, invite the
 * partner's phone with a link or QR code whose fragment carries the exchange's secret, run the padded private set
 * intersection through the relay, and show tonight's level. The phone that opened the room then sets it in the
 * room. The secret and this phone's choice live in this hook's memory only; the cryptography loads when used.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { DesireMatchStep } from "@domain/desire-match/api";
import type { Role } from "@domain/desire-match/channel";
import type { MatchRelay } from "@domain/desire-match/exchange";
import type { SpicyLevel } from "@content/games/types";
import type { TonightLimitCreated, TonightLimitJoined, TonightLimitState } from "@domain/tonight-limit/api";
import { call, randomBytes, startRelay, wait } from "~/components/desire-match/relay";

export type LimitPhase = "idle" | "choosing" | "inviting" | "comparing" | "result" | "error";

interface LimitSession {
  id: string;
  token: string;
  role: Role;
  /** The link's secret: kept in memory only, never sent to the server or stored. */
  secret: Uint8Array;
}

const BROKEN_LINK = "This link for tonight's limit is not complete. Ask your partner to show it again.";
const FAILED = "Tonight's limit could not be set. Please start again together.";

/** Thrown into a run that was cancelled (or whose screen went away): it stops polling and shows nothing. */
class Cancelled extends Error {}

/** The relay for this phone: its sealed steps to the server, its partner's back, while `alive`. */
function limitRelay(session: LimitSession, alive: () => boolean): MatchRelay {
  return {
    async post(kind, sealed) {
      await call(`/api/tonight-limit/${session.id}/messages`, {
        method: "POST",
        token: session.token,
        json: { kind, sealed },
      });
    },
    async partner(kind: DesireMatchStep) {
      for (;;) {
        const state = await call<TonightLimitState>(`/api/tonight-limit/${session.id}`, { token: session.token });
        const sealed = state.partner[kind];
        if (sealed !== undefined) return sealed;
        await wait(1000);
        if (!alive()) throw new Cancelled();
      }
    },
  };
}

export function useTonightLimit({
  invitation,
  onResult,
}: {
  invitation: string | null;
  onResult: (level: SpicyLevel) => void;
}) {
  const [phase, setPhase] = useState<LimitPhase>("idle");
  const [choice, setChoice] = useState<SpicyLevel>(3);
  const [session, setSession] = useState<LimitSession | null>(null);
  const [link, setLink] = useState("");
  const [level, setLevel] = useState<SpicyLevel | null>(null);
  const [error, setError] = useState("");
  const joined = useRef<string | null>(null);
  const reported = useRef(onResult);
  reported.current = onResult;

  // Each run has a number; cancelling or leaving the screen moves it on, and an older run stops where it is.
  const runs = useRef(0);
  useEffect(
    () => () => {
      runs.current++;
    },
    [],
  );

  const fail = useCallback((reason: unknown) => {
    if (reason instanceof Cancelled) return;
    setError(reason instanceof Error && reason.message ? reason.message : FAILED);
    setPhase("error");
  }, []);

  // The partner's link, opened on this phone: take the guest's seat at once (the link works once), then choose.
  useEffect(() => {
    if (!invitation || joined.current === invitation) return;
    joined.current = invitation;
    const join = async () => {
      const { readLimitInvitation } = await import("@domain/tonight-limit/exchange");
      const read = readLimitInvitation(invitation);
      if (!read) throw new Error(BROKEN_LINK);
      const answer = await call<TonightLimitJoined>(`/api/tonight-limit/${read.id}/join`, {
        method: "POST",
        json: { joinToken: read.joinToken },
      });
      setSession({ id: read.id, token: answer.guestToken, role: "guest", secret: read.secret });
      setLevel(null);
      setPhase("choosing");
    };
    join().catch(fail);
  }, [invitation, fail]);

  const run = useCallback(async (active: LimitSession, chosen: SpicyLevel) => {
    const { limitChannel, runLimit } = await import("@domain/tonight-limit/exchange");
    const mine = ++runs.current;
    const alive = () => runs.current === mine;
    const result = await runLimit(
      limitRelay(active, alive),
      limitChannel(active.secret, active.id, active.role),
      chosen,
      randomBytes,
    );
    if (!alive()) return;
    setLevel(result);
    setPhase("result");
    reported.current(result);
  }, []);

  /** "Set tonight's limit together": this phone chooses first, then shows its partner the link. */
  const begin = () => {
    setSession(null);
    setLink("");
    setLevel(null);
    setError("");
    setPhase("choosing");
  };

  /** This phone's choice is made: the inviting phone opens the exchange and shows the link; the invited one compares. */
  const confirm = async () => {
    try {
      if (session?.role === "guest") {
        setPhase("comparing");
        await run(session, choice);
        return;
      }
      const [created, exchange, channel] = await Promise.all([
        startRelay<TonightLimitCreated>("/api/tonight-limit", {}),
        import("@domain/tonight-limit/exchange"),
        import("@domain/desire-match/channel"),
      ]);
      const secret = channel.newMatchSecret(randomBytes);
      const host: LimitSession = { id: created.id, token: created.hostToken, role: "host", secret };
      setSession(host);
      setLink(exchange.limitInvitationLink(window.location.origin, created.id, created.joinToken, secret));
      setPhase("inviting");
      await run(host, choice);
    } catch (reason) {
      fail(reason);
    }
  };

  const cancel = () => {
    runs.current++;
    setSession(null);
    setLink("");
    setError("");
    setPhase("idle");
  };

  return { phase, choice, setChoice, link, level, error, role: session?.role ?? "host", begin, confirm, cancel };
}
