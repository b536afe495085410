/**
 * Notices go only where they are needed (#51, docs/decisions/012), at three instances on one PostgreSQL database:
 * each instance is its own connection pool, listening connection, room hub and space hub (in-process, as the
 * benchmark's). Phones of nine rooms sit on every pair of instances; a move in each must reach the partner, and the
 * test counts what each instance's listening connection received (everything the database sent it, whatever the
 * channel) and what each instance notified. An instance receives notices only for rooms and spaces it holds, and a
 * room whose phones are both on one instance costs no notice at all. Lost notices are still caught up, a room's
 * channel is given up when its last phone leaves, and every held channel is listened on again after the listening
 * connection is cut. PostgreSQL only: an embedded database has one instance.
 */
import crypto from "node:crypto";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Seat, ServerMessage } from "../../domain/rooms/protocol";
import type { SpaceServerMessage } from "../../domain/our-space/protocol";
import { systemClock } from "../../server/base/clock";
import { LISTENER_APPLICATION_NAME, openDatabase, type Database } from "../../server/db/client";
import { noticeChannels } from "../../server/services/notice-channels";
import { createSpaceService } from "../../server/services/our-space";
import { createSpaceHub, type SpaceClient } from "../../server/services/our-space/hub";
import { createRateLimitService } from "../../server/services/rate-limits";
import { createProofOfWork } from "../../server/services/proof-of-work";
import { createRoomService } from "../../server/services/rooms";
import { createRoomHub, type RoomClient } from "../../server/services/rooms/hub";
import { loadSiteSecret } from "../../server/services/site-secret";
import { runOnce } from "../support/postgres-admin";
import { postgresUrl, scratchDatabase, until } from "../support/pg-instance";

const INSTANCES = 3;
const silent = pino({ level: "silent" });

/** One instance: its own database connections, services and hubs, and what it sent and received. */
async function startInstance(url: string) {
  const database = await openDatabase({
    databaseUrl: url,
    listener: { heartbeatMs: 500, heartbeatTimeoutMs: 500, firstBackoffMs: 100, maxBackoffMs: 500 },
  });
  /** Channels this instance notified on, in order. */
  const notified: string[] = [];
  /** Channels of the notices handed to this instance's hubs. */
  const delivered: string[] = [];
  const wrappers = new Map<(payload: string) => void, (payload: string) => void>();
  const counted: Database = {
    ...database,
    notify(channel, payload) {
      notified.push(channel);
      return database.notify(channel, payload);
    },
    listen(channel, handler, resumed) {
      const wrapped = (payload: string) => {
        delivered.push(channel);
        handler(payload);
      };
      wrappers.set(handler, wrapped);
      return database.listen(channel, wrapped, resumed);
    },
    unlisten(channel, handler) {
      return database.unlisten(channel, wrappers.get(handler) ?? handler);
    },
  };
  const rateLimits = createRateLimitService(database.db, systemClock, () => "test salt");
  const proofOfWork = createProofOfWork({ clock: systemClock, secret: () => "test secret", rateLimits });
  const rooms = createRoomService({
    db: database.db,
    clock: systemClock,
    rateLimits,
    proofOfWork,
    wheelPositions: async () => [],
  });
  const spaces = createSpaceService({ db: database.db, clock: systemClock, rateLimits, proofOfWork });
  // The reconcile is an hour away: what crosses here crossed by a notice (or by a reconcile the test runs).
  const roomHub = createRoomHub({ database: counted, rooms, logger: silent, reconcileMs: 3_600_000 });
  const spaceHub = createSpaceHub({ database: counted, spaces, logger: silent, reconcileMs: 3_600_000 });
  await roomHub.start();
  await spaceHub.start();
  return {
    database,
    rooms,
    spaces,
    roomHub,
    spaceHub,
    notified,
    delivered,
    /** Everything the database sent this instance's listening connection, heartbeats aside. */
    received: () => database.noticesReceived(),
    async close() {
      roomHub.stop();
      spaceHub.stop();
      await database.close();
    },
  };
}
type Instance = Awaited<ReturnType<typeof startInstance>>;

function roomPhone(seat: Seat) {
  const messages: ServerMessage[] = [];
  const client: RoomClient = { seat, send: (message) => messages.push(message), close: () => undefined };
  const seqs = () => messages.flatMap((message) => (message.t === "state" ? [message.view.seq] : []));
  const partnerOnline = () =>
    messages.findLast((message) => message.t === "state" || message.t === "presence")?.partnerOnline === true;
  return { client, messages, seqs, partnerOnline };
}

/** The move a passion-dice room takes at `seq`: the host rolls and finishes, then the guest, and so on. */
const moveAt = (seq: number) => ({
  seat: (Math.floor(seq / 2) % 2) as Seat,
  move:
    seq % 2 === 0 ? { game: "passion-dice", type: "roll" } : { game: "passion-dice", type: "finish", completed: true },
});

describe.skipIf(!postgresUrl)("notices only where they are needed, at three instances (PostgreSQL only)", () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let instances: Instance[];
  let channelOf: ReturnType<typeof noticeChannels>;

  beforeAll(async () => {
    scratch = await scratchDatabase();
    instances = await Promise.all(Array.from({ length: INSTANCES }, () => startInstance(scratch.url)));
    channelOf = noticeChannels(await loadSiteSecret(instances[0]!.database.db));
  });
  afterAll(async () => {
    for (const instance of instances ?? []) await instance.close();
    await scratch?.drop();
  });

  /** Every pair of instances (host's, guest's), each a room with both phones connected. */
  async function openRooms() {
    const pairs: Array<[number, number]> = [];
    for (let host = 0; host < INSTANCES; host++)
      for (let guest = 0; guest < INSTANCES; guest++) pairs.push([host, guest]);
    const opened: Array<{
      id: string;
      on: readonly [number, number];
      phones: readonly [ReturnType<typeof roomPhone>, ReturnType<typeof roomPhone>];
    }> = [];
    for (const [n, [host, guest]] of pairs.entries()) {
      const credentials = await instances[0]!.rooms.create("passion-dice", `198.51.100.${n + 1}`);
      await instances[0]!.rooms.join(credentials.code, `198.51.100.${n + 101}`);
      const phones = [roomPhone(0), roomPhone(1)] as const;
      const on = [host, guest] as const;
      for (const seat of [0, 1] as const) {
        const instance = instances[on[seat]]!;
        instance.roomHub.join(credentials.room, phones[seat].client, (await instance.rooms.find(credentials.room))!);
      }
      opened.push({ id: credentials.room, on, phones });
    }
    // Every phone hears its partner is there: the instances have heard of each other.
    await until(() => opened.every((room) => room.phones.every((phone) => phone.partnerOnline())));
    return opened;
  }

  it("an instance receives only its rooms' notices, and a room on one instance costs none", async () => {
    const rooms = await openRooms();
    // Each phone's arrival asks who is there (always sent, as the arriving instance cannot know): let those settle.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const receivedBefore = instances.map((instance) => instance.received());
    for (const instance of instances) {
      instance.notified.length = 0;
      instance.delivered.length = 0;
    }

    // The host moves in every room, through the host's instance; the guest's phone must get it.
    for (const room of rooms) {
      const mover = instances[room.on[0]]!;
      const outcome = await mover.rooms.move(room.id, 0, 0, moveAt(0).move, `${room.id}-0`);
      if (outcome.kind !== "applied") throw new Error(`the move was ${outcome.kind}`);
      mover.roomHub.changed(outcome.row);
    }
    await until(() => rooms.every((room) => room.phones[1].seqs().includes(1)));
    // Time for any stray notice to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const crossing = rooms.filter((room) => room.on[0] !== room.on[1]);
    const together = rooms.filter((room) => room.on[0] === room.on[1]);
    expect(crossing).toHaveLength(6);
    // A room whose phones are both on one instance: no notice at all.
    for (const room of together) {
      for (const instance of instances) expect(instance.notified).not.toContain(channelOf("room", room.id));
    }
    expect(instances.map((instance) => instance.notified.length)).toEqual([2, 2, 2]);

    for (const [n, instance] of instances.entries()) {
      const holds = new Set(rooms.filter((room) => room.on.includes(n)).map((room) => channelOf("room", room.id)));
      // Everything the database sent this instance was handed to its hubs, and every one was for a room it holds.
      expect(instance.received() - receivedBefore[n]!).toBe(instance.delivered.length);
      for (const channel of instance.delivered) expect(holds).toContain(channel);
      // Each crossing room it holds: the mover's instance hears its own notice back, the partner's gets it. Four.
      expect(instance.delivered).toHaveLength(crossing.filter((room) => room.on.includes(n)).length);
      expect(instance.roomHub.listenedRooms()).toBe(holds.size);
    }
    // The single channel before: every instance received every notice, 3 × 6 = 18 in all; now 12, none foreign.
    expect(instances.reduce((sum, instance) => sum + instance.delivered.length, 0)).toBe(12);

    for (const room of rooms)
      for (const seat of [0, 1] as const) instances[room.on[seat]]!.roomHub.leave(room.id, room.phones[seat].client);
  });

  it("a lost notice is still caught up, and a room's channel is given up when its last phone leaves", async () => {
    const credentials = await instances[0]!.rooms.create("passion-dice", "198.51.100.201");
    await instances[0]!.rooms.join(credentials.code, "198.51.100.202");
    const host = roomPhone(0);
    const guest = roomPhone(1);
    instances[0]!.roomHub.join(credentials.room, host.client, (await instances[0]!.rooms.find(credentials.room))!);
    instances[1]!.roomHub.join(credentials.room, guest.client, (await instances[1]!.rooms.find(credentials.room))!);
    await until(() => host.partnerOnline() && guest.partnerOnline());

    // Instance 0 saves a move and dies before announcing it: instance 1's reconcile brings it.
    const outcome = await instances[0]!.rooms.move(credentials.room, 0, 0, moveAt(0).move, "lost-0");
    expect(outcome.kind).toBe("applied");
    expect(await instances[1]!.roomHub.reconcile()).toBe(1);
    expect(guest.seqs()).toContain(1);

    // The guest leaves: instance 1 holds nothing of the room and stops listening on its channel.
    const heldBefore = instances[1]!.roomHub.listenedRooms();
    instances[1]!.roomHub.leave(credentials.room, guest.client);
    expect(instances[1]!.roomHub.listenedRooms()).toBe(heldBefore - 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const receivedBy1 = instances[1]!.received();
    // Instance 2 had never held it; instance 1 no longer does. A notice on the room's channel reaches neither.
    const receivedBy2 = instances[2]!.received();
    await instances[0]!.database.notify(
      channelOf("room", credentials.room),
      JSON.stringify({ i: "elsewhere", k: "state" }),
    );
    await until(() => instances[0]!.delivered.filter((c) => c === channelOf("room", credentials.room)).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(instances[1]!.received()).toBe(receivedBy1);
    expect(instances[2]!.received()).toBe(receivedBy2);
    instances[0]!.roomHub.leave(credentials.room, host.client);
  });

  it("spaces: only the instances holding a space receive its notices, none when one instance holds both phones", async () => {
    const newSpace = async () => {
      const id = crypto.randomBytes(16).toString("base64url");
      await instances[0]!.spaces.createSpace(id, crypto.randomBytes(32).toString("base64url"), "203.0.113.9");
      return id;
    };
    const phone = (device: string) => {
      const messages: SpaceServerMessage[] = [];
      const client: SpaceClient = { device, send: (message) => messages.push(message), close: () => undefined };
      return { client, messages };
    };
    const welcome = (instance: Instance, space: string) => () => instance.spaces.welcome(space, 0);
    const apart = await newSpace();
    const together = await newSpace();
    const [a, b, c, d] = [phone("a"), phone("b"), phone("c"), phone("d")];
    await instances[0]!.spaceHub.join(apart, a.client, welcome(instances[0]!, apart));
    await instances[1]!.spaceHub.join(apart, b.client, welcome(instances[1]!, apart));
    await instances[2]!.spaceHub.join(together, c.client, welcome(instances[2]!, together));
    await instances[2]!.spaceHub.join(together, d.client, welcome(instances[2]!, together));
    await until(() => a.messages.some((message) => message.t === "presence" && message.partnerOnline));
    for (const instance of instances) instance.notified.length = instance.delivered.length = 0;
    const before = instances.map((instance) => instance.received());

    const pushApart = await instances[0]!.spaces.push(apart, "u1", new Uint8Array([1, 2, 3]));
    instances[0]!.spaceHub.pushed(apart, pushApart.seq, null, a.client);
    const pushTogether = await instances[2]!.spaces.push(together, "u2", new Uint8Array([4, 5, 6]));
    instances[2]!.spaceHub.pushed(together, pushTogether.seq, null, c.client);
    await until(() => b.messages.some((message) => message.t === "blobs"));
    await until(() => d.messages.some((message) => message.t === "blobs"));
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(instances[2]!.notified).toEqual([]);
    expect(instances[0]!.notified).toEqual([channelOf("space", apart)]);
    expect(instances.map((instance, n) => instance.received() - before[n]!)).toEqual([1, 1, 0]);
    expect(instances[1]!.delivered).toEqual([channelOf("space", apart)]);
    for (const [instance, space, client] of [
      [0, apart, a],
      [1, apart, b],
      [2, together, c],
      [2, together, d],
    ] as const)
      instances[instance]!.spaceHub.leave(space, client.client);
  });

  it("listens again on every channel it holds after its listening connection is cut", async () => {
    const credentials = await instances[0]!.rooms.create("passion-dice", "198.51.100.220");
    await instances[0]!.rooms.join(credentials.code, "198.51.100.221");
    const host = roomPhone(0);
    const guest = roomPhone(1);
    instances[0]!.roomHub.join(credentials.room, host.client, (await instances[0]!.rooms.find(credentials.room))!);
    instances[2]!.roomHub.join(credentials.room, guest.client, (await instances[2]!.rooms.find(credentials.room))!);
    await until(() => host.partnerOnline() && guest.partnerOnline());

    await runOnce(
      postgresUrl!,
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = '${scratch.name}' and application_name = '${LISTENER_APPLICATION_NAME}'`,
    );
    await until(() => instances.every((instance) => instance.database.listenerState() === "reconnecting"), 3000).catch(
      () => undefined,
    );
    await until(() => instances.every((instance) => instance.database.listenerState() === "up"), 5000);

    // A move on instance 0 reaches the guest on instance 2 by its notice (the reconcile is an hour away).
    const deliveredBefore = instances[2]!.delivered.length;
    const outcome = await instances[0]!.rooms.move(credentials.room, 0, 0, moveAt(0).move, "after-cut");
    if (outcome.kind !== "applied") throw new Error(`the move was ${outcome.kind}`);
    instances[0]!.roomHub.changed(outcome.row);
    await until(() => guest.seqs().includes(1), 3000);
    expect(instances[2]!.delivered.slice(deliveredBefore)).toContain(channelOf("room", credentials.room));
    instances[0]!.roomHub.leave(credentials.room, host.client);
    instances[2]!.roomHub.leave(credentials.room, guest.client);
  });
});
