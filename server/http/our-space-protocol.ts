/**
 * What a phone's writes to its space do, whichever transport carries them (WebSocket, or POST beside the event
 * stream): one place stores a push or a snapshot, tells the hub and turns a refusal into the protocol's words.
 */
import { type PushAnswer, type SnapshotAnswer, type SpaceServerMessage } from "@domain/our-space/protocol";
import { DomainError } from "../base/errors";
import type { Services } from "../services";
import type { SpaceClient } from "../services/our-space/hub";
import { socketError } from "./socket-server";

const decode = (body: string) => new Uint8Array(Buffer.from(body, "base64url"));

/**
 * Stores one update (its body checked by checkBlobBody) and relays it; the pusher's own connection holds it.
 * `address` is the sender's, whose day's bytes it spends.
 */
export async function pushUpdate(
  services: Services,
  space: string,
  id: string,
  body: string,
  address: string,
  from?: SpaceClient,
): Promise<PushAnswer> {
  const answer = await services.ourSpace.push(space, id, decode(body), address);
  services.ourSpaceHub.pushed(
    space,
    answer.seq,
    answer.duplicate ? null : { seq: answer.seq, id, kind: "update", body },
    from,
  );
  return answer;
}

/** Stores a snapshot covering up to `covers`; connections that lacked what it replaced get it. */
export async function storeSnapshot(
  services: Services,
  space: string,
  covers: number,
  body: string,
  address: string,
  from?: SpaceClient,
): Promise<SnapshotAnswer> {
  const answer = await services.ourSpace.snapshot(space, covers, decode(body), address);
  services.ourSpaceHub.compacted(space, covers, from);
  return answer;
}

/** Ends a space for both phones: the server's copy is deleted, and every connection of it told. */
export async function endSpace(services: Services, space: string): Promise<void> {
  await services.ourSpace.end(space);
  services.ourSpaceHub.ended(space);
}

/** A refusal as the socket says it; anything but a domain error is the server's own fault (and logged there). */
export function refusalMessage(error: unknown, re?: string): SpaceServerMessage | null {
  if (!(error instanceof DomainError)) return null;
  return socketError(error.message, re);
}
