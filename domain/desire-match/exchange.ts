/**
 * One phone's side of a desire match, from its answers to the shared cards (docs/decisions/005-desire-match-psi.md).
 * The relay is passed in (the browser's calls to the server, or a test's), so the same code runs in both; whatever
 * the relay hands back must open under the partner's key, or the phone stops before it shows or sends anything more.
 */
import type { DesireMatchStep } from "./api";
import { decodeStep, encodeStep, openStep, sealStep, type MatchChannel, type StepSets } from "./channel";
import { blindSet, createSecret, intersection, reblind, type DesireSet, type RandomBytes } from "./psi";

/** How a phone reaches its partner: post its own sealed step, wait for the partner's. */
export interface MatchRelay {
  post(kind: DesireMatchStep, sealed: string): Promise<void>;
  partner(kind: DesireMatchStep): Promise<string>;
}

export interface MatchAnswers {
  yes: readonly string[];
  yesOrMaybe: readonly string[];
}

/** What the game shows: card ids, and the sizes of the partner's two sets. */
export interface MatchResult {
  bothYes: string[];
  worthTalking: string[];
  partnerYes: number;
  partnerYesOrMaybe: number;
}

export async function runMatch(
  relay: MatchRelay,
  channel: MatchChannel,
  answers: MatchAnswers,
  random: RandomBytes,
): Promise<MatchResult> {
  const send = (kind: DesireMatchStep, sets: StepSets) =>
    relay.post(kind, sealStep(channel, kind, encodeStep(sets), random));
  const receive = async (kind: DesireMatchStep) => decodeStep(openStep(channel, kind, await relay.partner(kind)));

  // One scalar per set, as well as one hash domain: neither set's points say anything about the other's.
  const secret: Record<DesireSet, bigint> = { yes: createSecret(random), maybe: createSecret(random) };
  const mine = {
    yes: blindSet(answers.yes, channel.psiSalt, "yes", secret.yes, random),
    maybe: blindSet(answers.yesOrMaybe, channel.psiSalt, "maybe", secret.maybe, random),
  };
  await send("blinded", { yes: mine.yes.points, maybe: mine.maybe.points });
  const theirs = await receive("blinded");
  await send("reblinded", { yes: reblind(theirs.yes, secret.yes), maybe: reblind(theirs.maybe, secret.maybe) });
  const answer = await receive("reblinded");
  const bothYes = intersection(mine.yes, answer.yes, theirs.yes, secret.yes);
  const both = new Set(bothYes);
  const worthTalking = intersection(mine.maybe, answer.maybe, theirs.maybe, secret.maybe).filter((id) => !both.has(id));
  await send("done", { yes: [], maybe: [] });
  return { bothYes, worthTalking, partnerYes: theirs.yes.length, partnerYesOrMaybe: theirs.maybe.length };
}
