/**
 * "Our space"'s WebSocket (/api/our-space/socket) on the site's own HTTP server, with the defences every live line
 * has (socket-server.ts: same origin only, connections limited per address group and in total by
 * services.ourSpaceConnections, a ledger of their own; a hello within 10 s; a message budget, past it "slow down",
 * then closed; a protocol breach closing that one connection, never the process). Frames are at most
 * MAX_SPACE_MESSAGE_BYTES; a space is held by at most a few connections.
 *
 * A phone says hello with its space and access token; after it, it pushes encrypted updates (each acknowledged with
 * its seq, relayed to the partner's connections) and snapshots; a snapshot larger than one frame goes by POST
 * /api/our-space/snapshot.
 */
import type { Server } from "node:http";
import { parseSpaceClientMessage } from "@domain/our-space/messages";
import {
  MAX_SPACE_MESSAGE_BYTES,
  SPACE_ERRORS,
  type SpaceClientMessage,
  type SpaceServerMessage,
} from "@domain/our-space/protocol";
import type { SpaceClient } from "../services/our-space/hub";
import type { Refusal } from "../services/rooms/connection-limits";
import { pushUpdate, refusalMessage, storeSnapshot } from "./our-space-protocol";
import { attachJsonSocket, CLOSE_POLICY, type LiveSocketOptions } from "./socket-server";

export const SPACE_SOCKET_PATH = "/api/our-space/socket";
export const SPACE_SOCKET_CLOSE_REASONS = {
  helloLate: "say hello within 10 seconds",
  flooding: "too many messages",
  crowded: "this space is open in too many tabs",
  ended: "space ended",
} as const;

/** The words of each refusal of a connection (the space's share counts as the address's words). */
export const SPACE_REFUSALS: Record<Refusal, string> = {
  address: SPACE_ERRORS.tooManyConnections,
  seat: SPACE_ERRORS.tooManyConnections,
  total: SPACE_ERRORS.busy,
};

export function attachSpaceSockets(server: Server, options: LiveSocketOptions) {
  const { services } = options;
  const connections = services.ourSpaceConnections;
  return attachJsonSocket<SpaceClientMessage, SpaceServerMessage>(
    server,
    {
      path: SPACE_SOCKET_PATH,
      name: "space",
      maxPayload: MAX_SPACE_MESSAGE_BYTES,
      connections,
      refusals: SPACE_REFUSALS,
      read: parseSpaceClientMessage,
      reOf: (message) => (message.t === "push" ? message.id : undefined),
      words: { slowDown: SPACE_ERRORS.slowDown, ...SPACE_SOCKET_CLOSE_REASONS },
      session(ws, send, address) {
        let joined: { space: string; client: SpaceClient; releaseSlot: () => void } | null = null;
        const leave = () => {
          if (!joined) return;
          services.ourSpaceHub.leave(joined.space, joined.client);
          joined.releaseSlot();
          joined = null;
        };

        async function hello(message: Extract<SpaceClientMessage, { t: "hello" }>) {
          if (!(await services.ourSpace.hello(message.space, message.access))) {
            leave();
            return send({ t: "error", message: SPACE_ERRORS.missing });
          }
          if (ws.readyState !== ws.OPEN) return;
          let releaseSlot: () => void;
          if (joined?.space === message.space) {
            // Hello again on the same space (after a resume): the phone says what it has now.
            services.ourSpaceHub.leave(joined.space, joined.client);
            releaseSlot = joined.releaseSlot;
          } else {
            leave();
            const spaceSlot = connections.seat(message.space, 0);
            if (!spaceSlot.ok) {
              send({ t: "error", message: SPACE_REFUSALS[spaceSlot.reason] });
              return ws.close(CLOSE_POLICY, SPACE_SOCKET_CLOSE_REASONS.crowded);
            }
            releaseSlot = spaceSlot.release;
          }
          const client: SpaceClient = {
            device: message.device,
            send,
            close: () => {
              if (joined?.client === client) {
                joined.releaseSlot();
                joined = null;
              }
              ws.close(1000, SPACE_SOCKET_CLOSE_REASONS.ended);
            },
          };
          joined = { space: message.space, client, releaseSlot };
          try {
            await services.ourSpaceHub.join(message.space, client, () =>
              services.ourSpace.welcome(message.space, message.after),
            );
          } catch (error) {
            // The space ended between the hello and its welcome.
            leave();
            const refusal = refusalMessage(error);
            if (!refusal) throw error;
            send(refusal);
          }
        }

        // A phone's pushes are stored in the order it sent them (the socket server handles one at a time).
        async function handle(message: SpaceClientMessage) {
          if (message.t === "ping") return send({ t: "pong" });
          if (message.t === "hello") return hello(message);
          const re = message.t === "push" ? message.id : "snapshot";
          if (!joined) return send({ t: "error", message: SPACE_ERRORS.notJoined, re });
          const { space, client } = joined;
          try {
            if (message.t === "push") {
              const answer = await pushUpdate(services, space, message.id, message.body, address, client);
              return send({ t: "ack", id: answer.id, seq: answer.seq });
            }
            const answer = await storeSnapshot(services, space, message.covers, message.body, address, client);
            return send({ t: "compacted", seq: answer.seq });
          } catch (error) {
            const refusal = refusalMessage(error, re);
            if (!refusal) throw error;
            send(refusal);
          }
        }

        return { joined: () => joined !== null, handle, leave };
      },
    },
    options,
  );
}
