import { describe, expect, it } from "vitest";
import {
  commitKey,
  derivePairing,
  newPairingKeys,
  proveInviter,
  proveJoiner,
  readPairingFragment,
} from "@domain/our-space/crypto";
import { SPACE_ERRORS } from "@domain/our-space/protocol";
import { applyTickChange, readSpace, ticksOf } from "@domain/our-space/space-doc";
import { memoryStorage } from "~/lib/device-storage";
import type { OurSpaceApi } from "./api";
import { createEngine, type SpaceEngine } from "./engine";
import { seededRandom } from "./our-space.fixtures";
import {
  createPairingFlow,
  PAIRING_CANCELLED,
  PAIRING_TIMED_OUT,
  PAIRING_UNCONFIRMED,
  type PairingFlow,
} from "./pairing";
import { TestServer } from "../../../tests/support/our-space-server";
import type { PairingState } from "./types";

// Two phones pair through a server in memory; a dishonest server is the same one with a key swapped on the way.

const NOW = "2026-11-27T10:00:00.000Z";
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface Side {
  flow: PairingFlow;
  engine: SpaceEngine;
  states: PairingState[];
  last(): PairingState;
}

function side(server: TestServer, seed: number, api: OurSpaceApi = server.api(), clock = { now: 0 }): Side {
  const random = seededRandom(seed);
  const engine = createEngine({
    storage: memoryStorage(),
    random,
    connect: server.network().connect,
    endSpace: api.endSpace,
    later: () => () => undefined,
    batchMs: 0,
  });
  const states: PairingState[] = [];
  const flow = createPairingFlow(
    { api, random, origin: "https://entwine.test", now: () => clock.now, wait: tick, engine: () => engine },
    (state) => states.push(state),
  );
  return { flow, engine, states, last: () => flow.state() };
}

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await tick();
  }
  throw new Error(`never: ${what}`);
}

function linkOf(one: Side): string {
  const state = one.last();
  if (state.step !== "inviting") throw new Error(`not inviting: ${state.step}`);
  return state.link;
}

/** This phone opens a pairing; resolves with its link's fragment once the link is out. */
async function invite(inviter: Side): Promise<string> {
  inviter.flow.invite();
  await until(() => inviter.last().step === "inviting", "inviting");
  return new URL(linkOf(inviter)).hash;
}

describe("pairing two phones", () => {
  it("shows the same code on both phones, then both are in one space with each other's data", async () => {
    const server = new TestServer();
    const inviter = side(server, 1);
    const joiner = side(server, 2);
    applyTickChange(inviter.engine.doc, "honeymoon", [], ["sunset-cruise"], inviter.engine.me, NOW);
    applyTickChange(joiner.engine.doc, "first-night", [], ["rose-petals"], joiner.engine.me, NOW);

    await invite(inviter);
    const link = linkOf(inviter);
    expect(link).toMatch(/^https:\/\/entwine\.test\/our-space\/pair#[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    joiner.flow.join(new URL(link).hash);
    await until(() => inviter.last().step === "compare" && joiner.last().step === "compare", "compare");
    const [a, b] = [inviter.last(), joiner.last()];
    if (a.step !== "compare" || b.step !== "compare") throw new Error("not comparing");
    expect(a.safetyCode).toHaveLength(4);
    expect(a.safetyCode).toEqual(b.safetyCode);
    expect(a.role).toBe("inviter");
    expect(b.role).toBe("joiner");

    joiner.flow.confirm();
    expect(joiner.last()).toEqual({ step: "waiting", role: "joiner", for: "words" });
    inviter.flow.confirm();
    await until(() => inviter.last().step === "paired" && joiner.last().step === "paired", "paired");

    expect(inviter.engine.credentials()).toEqual(joiner.engine.credentials());
    await until(() => ticksOf(readSpace(inviter.engine.doc), "first-night").length === 1, "merged");
    expect(ticksOf(readSpace(joiner.engine.doc), "honeymoon")).toEqual(["sunset-cruise"]);
    expect(ticksOf(readSpace(inviter.engine.doc), "first-night")).toEqual(["rose-petals"]);
    // The pairing is gone from the server once the joiner has the key; the link's secret never reached it.
    const { pairing, secret } = readPairingFragment(new URL(link).hash)!;
    expect(server.pairings.has(pairing)).toBe(false);
    expect(JSON.stringify([...server.spaces.values()].map((space) => space.blobs))).not.toContain(secret);
  });

  it("fails with the link's words when the server swaps the joiner's key, the inviter's, or the commitment", async () => {
    const server = new TestServer();
    const honest = server.api();
    // The server's own key pair, as a man in the middle would use it.
    const attackerKey = newPairingKeys(seededRandom(77)).publicKey;

    // The joiner's key is swapped on its way to the inviter (with the joiner's proof, or any the server can make).
    const swapJoiner: OurSpaceApi = {
      ...honest,
      getPairing: async (id) => {
        const view = await honest.getPairing(id);
        return view.joiner ? { ...view, joiner: { ...view.joiner, key: attackerKey } } : view;
      },
    };
    const inviter = side(server, 1, swapJoiner);
    const joiner = side(server, 2);
    joiner.flow.join(await invite(inviter));
    await until(() => inviter.last().step === "failed", "inviter failed");
    expect(inviter.last()).toEqual({ step: "failed", message: SPACE_ERRORS.badProof });
    // The inviter never showed its key, and the joiner hears the pairing is over.
    await until(() => joiner.last().step === "failed", "joiner told");
    expect(joiner.last()).toEqual({ step: "failed", message: PAIRING_CANCELLED });
    expect(honest.calls).not.toContain("revealPairing");

    // The inviter's key is swapped on its way to the joiner: it is not the one committed to.
    const swapInviter: OurSpaceApi = {
      ...honest,
      getPairing: async (id) => {
        const view = await honest.getPairing(id);
        return view.inviter ? { ...view, inviter: { ...view.inviter, key: attackerKey } } : view;
      },
    };
    const inviter2 = side(server, 3);
    const joiner2 = side(server, 4, swapInviter);
    joiner2.flow.join(await invite(inviter2));
    await until(() => joiner2.last().step === "failed", "joiner failed");
    expect(joiner2.last()).toEqual({ step: "failed", message: SPACE_ERRORS.badProof });

    // The joiner is shown another commitment: its proof then names it, and the inviter refuses it.
    const swapCommitment: OurSpaceApi = {
      ...honest,
      getPairing: async (id) => ({ ...(await honest.getPairing(id)), commitment: commitKey(attackerKey) }),
    };
    const inviter3 = side(server, 5);
    const joiner3 = side(server, 6, swapCommitment);
    joiner3.flow.join(await invite(inviter3));
    await until(() => inviter3.last().step === "failed", "inviter failed");
    expect(inviter3.last()).toEqual({ step: "failed", message: SPACE_ERRORS.badProof });
    expect(server.spaces.size).toBe(0);
  });

  it("a man in the middle with the link's secret cannot try keys after seeing the joiner's: it must commit first", async () => {
    const server = new TestServer();
    const honest = server.api();
    const attacker = seededRandom(99);
    // Committed to before any joiner came: the only inviter key the joiner will take from the attacker.
    const committed = newPairingKeys(attacker);
    const towardInviter = newPairingKeys(attacker);
    let secret = "";
    let realCommitment = "";
    let realJoinerKey = "";
    let inviterCode: string[] = [];
    const tried: string[] = [];
    // The inviter's side: the attacker answers as the joiner with its own key and a proof it can forge.
    const toInviter: OurSpaceApi = {
      ...honest,
      createPairing: async (body) => {
        realCommitment = body.commitment;
        return honest.createPairing(body);
      },
      getPairing: async (id) => {
        const view = await honest.getPairing(id);
        if (!view.joiner) return view;
        const proof = proveJoiner(secret, realCommitment, towardInviter.publicKey);
        return { ...view, joiner: { key: towardInviter.publicKey, proof } };
      },
    };
    // The joiner's side: the attacker's commitment, then, once both real keys are known, the best of many keys.
    const toJoiner: OurSpaceApi = {
      ...honest,
      joinPairing: async (id, body) => {
        realJoinerKey = body.key;
        return honest.joinPairing(id, body);
      },
      getPairing: async (id) => {
        const view = await honest.getPairing(id);
        const shown = { ...view, commitment: commitKey(committed.publicKey) };
        if (!view.inviter) return shown;
        const realInviter = view.inviter.key;
        inviterCode = derivePairing(
          towardInviter.secretKey,
          realInviter,
          secret,
          realInviter,
          towardInviter.publicKey,
        )!.safetyCode;
        // Grinding: the key whose code on the joiner's phone shares the most words with the inviter's.
        let best = { key: committed.publicKey, score: -1 };
        for (let n = 0; n < 40; n++) {
          const candidate = newPairingKeys(attacker);
          tried.push(candidate.publicKey);
          const code = derivePairing(
            candidate.secretKey,
            realJoinerKey,
            secret,
            candidate.publicKey,
            realJoinerKey,
          )!.safetyCode;
          const score = code.filter((word, index) => word === inviterCode[index]).length;
          if (score > best.score) best = { key: candidate.publicKey, score };
        }
        return { ...shown, inviter: { key: best.key, proof: proveInviter(secret, best.key, realJoinerKey) } };
      },
    };
    const inviter = side(server, 1, toInviter);
    const joiner = side(server, 2, toJoiner);
    const hash = await invite(inviter);
    secret = readPairingFragment(hash)!.secret;
    joiner.flow.join(hash);
    // The inviter took the attacker's key (its proof was forged with the secret) and showed its code...
    await until(() => inviter.last().step === "compare", "inviter compares");
    // ...but the joiner sees that the key it is shown is not the one committed to, and stops.
    await until(() => joiner.last().step === "failed", "joiner refused");
    expect(joiner.last()).toEqual({ step: "failed", message: SPACE_ERRORS.badProof });
    expect(joiner.states.some((state) => state.step === "compare")).toBe(false);
    expect(tried.length).toBeGreaterThanOrEqual(40);
    // The joiner cancelled the pairing, so the inviter's phone stops too.
    await until(() => inviter.last().step === "failed", "inviter told");
    expect(inviter.last()).toEqual({ step: "failed", message: PAIRING_CANCELLED });
    expect(server.spaces.size).toBe(0);

    // The same server passing everything on honestly: both phones show the same code.
    const inviter2 = side(server, 3);
    const joiner2 = side(server, 4);
    joiner2.flow.join(await invite(inviter2));
    await until(() => inviter2.last().step === "compare" && joiner2.last().step === "compare", "compare");
    const [a, b] = [inviter2.last(), joiner2.last()];
    if (a.step !== "compare" || b.step !== "compare") throw new Error("not comparing");
    expect(a.safetyCode).toEqual(b.safetyCode);
  });

  it("a man in the middle who commits honestly to its own key gets one guess, and the codes differ", async () => {
    const server = new TestServer();
    const honest = server.api();
    const mallory = newPairingKeys(seededRandom(77));
    let secret = "";
    let realCommitment = "";
    let realJoinerKey = "";
    // The proofs are checked against the link's secret; this server has it (say, from a leaked link).
    const mitm: OurSpaceApi = {
      ...honest,
      createPairing: async (body) => {
        realCommitment = body.commitment;
        return honest.createPairing(body);
      },
      joinPairing: async (id, body) => {
        realJoinerKey = body.key;
        return honest.joinPairing(id, body);
      },
      getPairing: async (id) => {
        const view = await honest.getPairing(id);
        return {
          ...view,
          commitment: commitKey(mallory.publicKey),
          inviter: view.inviter
            ? { key: mallory.publicKey, proof: proveInviter(secret, mallory.publicKey, realJoinerKey) }
            : null,
          joiner: view.joiner
            ? { key: mallory.publicKey, proof: proveJoiner(secret, realCommitment, mallory.publicKey) }
            : null,
        };
      },
    };
    const inviter = side(server, 1, mitm);
    const joiner = side(server, 2, mitm);
    const hash = await invite(inviter);
    secret = readPairingFragment(hash)!.secret;
    joiner.flow.join(hash);
    await until(() => inviter.last().step === "compare" && joiner.last().step === "compare", "both compare");
    const [a, b] = [inviter.last(), joiner.last()];
    if (a.step !== "compare" || b.step !== "compare") throw new Error("not comparing");
    expect(a.safetyCode.join(" ")).not.toBe(b.safetyCode.join(" "));
  });

  it("a rejected code cancels the pairing on both phones", async () => {
    const server = new TestServer();
    const inviter = side(server, 1);
    const joiner = side(server, 2);
    joiner.flow.join(await invite(inviter));
    await until(() => inviter.last().step === "compare" && joiner.last().step === "compare", "compare");
    joiner.flow.reject();
    expect(joiner.last()).toEqual({ step: "failed", message: PAIRING_CANCELLED });
    await until(() => inviter.last().step === "failed", "inviter told");
    expect(inviter.last()).toEqual({ step: "failed", message: PAIRING_CANCELLED });
    expect(server.pairings.size).toBe(0);
    expect(inviter.engine.credentials()).toBeNull();
  });

  it("shows the server's words for a link already answered, and for one that expired", async () => {
    const server = new TestServer();
    const clock = { now: 0 };
    const inviter = side(server, 1, server.api(), clock);
    const joiner = side(server, 2);
    const third = side(server, 3);
    const hash = await invite(inviter);
    joiner.flow.join(hash);
    await until(() => joiner.last().step === "compare", "compare");
    third.flow.join(hash);
    await until(() => third.last().step === "failed", "third refused");
    expect(third.last()).toEqual({ step: "failed", message: SPACE_ERRORS.pairingTaken });

    const late = side(server, 4, server.api(), clock);
    await invite(late);
    clock.now += 11 * 60_000;
    await until(() => late.last().step === "failed", "expired");
    expect(late.last()).toEqual({ step: "failed", message: SPACE_ERRORS.pairingMissing });
    // A link that is not one.
    const lost = side(server, 5);
    lost.flow.join("#nothing-here");
    await until(() => lost.last().step === "failed", "bad link");
    expect(lost.last()).toEqual({ step: "failed", message: SPACE_ERRORS.badProof });
  });

  it("pairing again from a space ends the old one, so the lost phone's key opens nothing", async () => {
    const server = new TestServer();
    const inviter = side(server, 1);
    const first = side(server, 2);
    const pair = async (joiner: Side) => {
      joiner.flow.join(await invite(inviter));
      await until(() => inviter.last().step === "compare" && joiner.last().step === "compare", "compare");
      joiner.flow.confirm();
      inviter.flow.confirm();
      await until(() => inviter.last().step === "paired" && joiner.last().step === "paired", "paired");
    };
    await pair(first);
    const old = inviter.engine.credentials()!;
    applyTickChange(inviter.engine.doc, "honeymoon", [], ["sunset-cruise"], inviter.engine.me, NOW);
    inviter.engine.flush();
    const newPhone = side(server, 3);
    await pair(newPhone);
    expect(server.spaces.has(old.space)).toBe(false);
    expect(first.engine.state().status).toBe("ended");
    expect(ticksOf(readSpace(newPhone.engine.doc), "honeymoon")).toEqual(["sunset-cruise"]);
  });
});

/** Both phones in "compare", through `inviterApi` and `joinerApi` (the honest server's unless a test bends one). */
async function comparing(server: TestServer, inviterApi?: OurSpaceApi, joinerApi?: OurSpaceApi, clock = { now: 0 }) {
  const inviter = side(server, 11, inviterApi ?? server.api(), clock);
  const joiner = side(server, 12, joinerApi ?? server.api(), clock);
  joiner.flow.join(await invite(inviter));
  await until(() => inviter.last().step === "compare" && joiner.last().step === "compare", "compare");
  return { inviter, joiner };
}

/** Lets the phones poll for a while: long enough for any step that could happen to have happened. */
async function settle() {
  for (let i = 0; i < 60; i++) await tick();
}

const everPaired = (one: Side) => one.states.some((state) => state.step === "paired");
/** A MAC-sized value nobody derived: what a server making up a confirmation can offer. */
const forged = "A".repeat(42) + "A";

describe("pairing completes only when both phones have confirmed", () => {
  it("the inviter makes no space until the joiner has confirmed, and says it is waiting for the partner", async () => {
    const server = new TestServer();
    const api = server.api();
    const { inviter, joiner } = await comparing(server, api);
    inviter.flow.confirm();
    await settle();
    expect(inviter.last()).toEqual({ step: "waiting", role: "inviter", for: "words" });
    expect(server.spaces.size).toBe(0);
    expect(api.calls).not.toContain("createSpace");
    expect(api.calls).not.toContain("sealPairing");
    expect(joiner.last().step).toBe("compare");

    joiner.flow.confirm();
    await until(() => inviter.last().step === "paired" && joiner.last().step === "paired", "paired");
    // The key is confirmed both ways before the inviter moves in; the joiner then ends the pairing.
    const order = api.calls.filter((call) => /sealPairing|createSpace/.test(call));
    expect(order).toEqual(["createSpace", "sealPairing"]);
    expect(server.pairings.size).toBe(0);
    expect(inviter.engine.credentials()).toEqual(joiner.engine.credentials());
  });

  it("the joiner confirming first waits for the inviter, and neither is paired before both confirmed", async () => {
    const server = new TestServer();
    const { inviter, joiner } = await comparing(server);
    joiner.flow.confirm();
    await settle();
    expect(joiner.last()).toEqual({ step: "waiting", role: "joiner", for: "words" });
    expect(everPaired(joiner) || everPaired(inviter)).toBe(false);
    inviter.flow.confirm();
    await until(() => inviter.last().step === "paired" && joiner.last().step === "paired", "paired");
  });

  it("a confirmation the server made up, or one phone's passed off as the other's, never leads to paired", async () => {
    for (const fake of ["forged", "replayed"] as const) {
      const server = new TestServer();
      const honest = server.api();
      // The inviter is shown a joiner's confirmation the joiner never sent.
      const bent: OurSpaceApi = {
        ...honest,
        getPairing: async (id) => {
          const view = await honest.getPairing(id);
          const joiner = fake === "forged" ? forged : view.confirmed.inviter;
          return { ...view, confirmed: { ...view.confirmed, joiner: joiner ?? null } };
        },
      };
      const { inviter, joiner } = await comparing(server, bent);
      inviter.flow.confirm();
      await until(() => inviter.last().step === "failed", `inviter refuses a ${fake} confirmation`);
      expect(inviter.last()).toEqual({ step: "failed", message: PAIRING_UNCONFIRMED });
      expect(honest.calls).not.toContain("sealPairing");
      // The pairing is cancelled, so the joiner (which never confirmed) stops too.
      await until(() => joiner.last().step === "failed", "joiner told");
      expect(everPaired(inviter) || everPaired(joiner)).toBe(false);
      expect(server.spaces.size).toBe(0);
    }
  });

  it("the joiner refuses an inviter's confirmation the server made up, even with a sealed key in view", async () => {
    const server = new TestServer();
    const honest = server.api();
    const bent: OurSpaceApi = {
      ...honest,
      getPairing: async (id) => {
        const view = await honest.getPairing(id);
        return { ...view, confirmed: { ...view.confirmed, inviter: forged } };
      },
    };
    const { inviter, joiner } = await comparing(server, undefined, bent);
    joiner.flow.confirm();
    await until(() => joiner.last().step === "failed", "joiner refuses");
    expect(joiner.last()).toEqual({ step: "failed", message: PAIRING_UNCONFIRMED });
    await until(() => inviter.last().step === "failed", "inviter told");
    expect(everPaired(inviter) || everPaired(joiner)).toBe(false);
  });

  it("a server that skips a phone's confirmation leaves both unpaired, and each says its partner did not confirm", async () => {
    const server = new TestServer();
    const honest = server.api();
    const clock = { now: 0 };
    // The joiner's confirmation is answered as stored, and dropped.
    const dropping: OurSpaceApi = {
      ...honest,
      confirmPairing: async (id, body) => (body.step === "words" ? undefined : honest.confirmPairing(id, body)),
    };
    const { inviter, joiner } = await comparing(server, undefined, dropping, clock);
    inviter.flow.confirm();
    joiner.flow.confirm();
    await settle();
    expect(inviter.last()).toEqual({ step: "waiting", role: "inviter", for: "words" });
    expect(joiner.last()).toEqual({ step: "waiting", role: "joiner", for: "key" });
    expect(server.spaces.size).toBe(0);
    clock.now += 11 * 60_000;
    await until(() => inviter.last().step === "failed" && joiner.last().step === "failed", "both time out");
    expect(inviter.last()).toEqual({ step: "failed", message: PAIRING_TIMED_OUT });
    expect(everPaired(inviter) || everPaired(joiner)).toBe(false);
  });

  it("a server that drops or forges the key confirmation cannot make either phone show paired", async () => {
    for (const bend of ["drop", "forge"] as const) {
      const server = new TestServer();
      const honest = server.api();
      const clock = { now: 0 };
      const toJoiner: OurSpaceApi = {
        ...honest,
        confirmPairing: async (id, body) =>
          body.step === "key" && bend === "drop" ? undefined : honest.confirmPairing(id, body),
      };
      const toInviter: OurSpaceApi = {
        ...honest,
        getPairing: async (id) => {
          const view = await honest.getPairing(id);
          if (bend !== "forge" || !view.sealed) return view;
          return { ...view, keyConfirmed: { ...view.keyConfirmed, joiner: forged } };
        },
      };
      const { inviter, joiner } = await comparing(server, toInviter, toJoiner, clock);
      inviter.flow.confirm();
      joiner.flow.confirm();
      await settle();
      if (bend === "drop") {
        expect(inviter.last()).toEqual({ step: "waiting", role: "inviter", for: "key" });
        expect(joiner.last()).toEqual({ step: "waiting", role: "joiner", for: "key" });
        clock.now += 11 * 60_000;
      }
      await until(() => inviter.last().step === "failed" && joiner.last().step === "failed", `${bend}: both fail`);
      if (bend === "forge") expect(inviter.last()).toEqual({ step: "failed", message: PAIRING_UNCONFIRMED });
      expect(everPaired(inviter) || everPaired(joiner)).toBe(false);
      // The space the inviter made for the pairing is gone, and neither phone is in one.
      expect(server.spaces.size).toBe(0);
      expect(inviter.engine.credentials()).toBeNull();
      expect(joiner.engine.credentials()).toBeNull();
    }
  });

  it("the joiner refuses a forged answer to its key confirmation, and the space it would join is ended", async () => {
    const server = new TestServer();
    const honest = server.api();
    const bent: OurSpaceApi = {
      ...honest,
      getPairing: async (id) => {
        const view = await honest.getPairing(id);
        // The inviter's real answer, swapped on its way to the joiner.
        return view.keyConfirmed.inviter ? { ...view, keyConfirmed: { ...view.keyConfirmed, inviter: forged } } : view;
      },
    };
    const { inviter, joiner } = await comparing(server, undefined, bent);
    inviter.flow.confirm();
    joiner.flow.confirm();
    await until(() => joiner.last().step === "failed", "joiner refuses");
    expect(joiner.last()).toEqual({ step: "failed", message: PAIRING_UNCONFIRMED });
    expect(everPaired(joiner)).toBe(false);
    expect(joiner.engine.credentials()).toBeNull();
    // The inviter had answered honestly and moved in; the joiner ended that space, so it does not stay there alone.
    await until(() => inviter.engine.state().status === "ended", "inviter told the space ended");
    expect(server.spaces.size).toBe(0);
  });

  it("'They're different' on one phone after the other confirmed cancels for both", async () => {
    const server = new TestServer();
    const { inviter, joiner } = await comparing(server);
    inviter.flow.confirm();
    await settle();
    joiner.flow.reject();
    await until(() => inviter.last().step === "failed", "inviter told");
    expect(inviter.last()).toEqual({ step: "failed", message: PAIRING_CANCELLED });
    expect(joiner.last()).toEqual({ step: "failed", message: PAIRING_CANCELLED });
    expect(server.spaces.size).toBe(0);
    expect(server.pairings.size).toBe(0);
  });
});
