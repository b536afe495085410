import crypto from "node:crypto";
import { describeIllustration } from "@domain/positions/poses/describe";
import { asc, eq, max, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database, Db } from "../../db/client";
import { gamePositionLists, journeyPositions, scratchPositions } from "../../db/schema";
import { conflict, invalidInput, notFound } from "../../base/errors";
import type { Logger } from "../../base/logger";
import type { Clock } from "../../base/clock";
import { deriveScratchId, titleTaken } from "@domain/position-games/scratch-form";
import { normaliseMediaType, type JourneyPosition, type ServerPosition } from "@domain/position-games/types";
import {
  journeyCreateSchema,
  journeyItemSchema,
  journeyUpdateSchema,
  reorderSchema,
  scratchCreateSchema,
  scratchItemSchema,
  scratchUpdateSchema,
  validateItem,
  validateList,
} from "./schemas";
import { journeySeed, scratchSeed } from "./seed";

/**
 * Scratch positions (scratch cards, random position, wheels) and journey positions (journey planner), kept in the
 * database and edited by the admin. Every write runs in one transaction that also bumps the list's version; the
 * API's ETag is derived from it, and a write carrying a stale If-Match is refused (409) inside that transaction.
 * After a write the new version is published (LISTEN/NOTIFY) so every instance tells its open pages.
 */

export type ListName = "scratch" | "journey";
export const CHANGE_CHANNELS: Record<ListName, string> = {
  scratch: "scratch_positions_changed",
  journey: "journey_positions_changed",
};

export interface ListState {
  version: number;
  etag: string;
}

export interface ListSnapshot<T> extends ListState {
  positions: T[];
}

export interface ChangeSubscriber {
  change(list: ListName, version: number): void;
  close(): void;
}

type Executor = Pick<Db, "select" | "insert" | "update" | "delete">;

/** The ETag of a list version: a hash, so it reveals nothing and differs between lists. */
export function etagFor(list: ListName, version: number): string {
  const digest = crypto.createHash("sha1").update(`entwine:${list}:${version}`).digest("base64url").slice(0, 20);
  return `"${list}-${version}-${digest}"`;
}

/** Whether an If-Match header names the current version: its ETag (weak or strong, quoted or not), its number, or *. */
export function ifMatchAccepts(header: string | undefined, state: ListState): boolean {
  if (header === undefined || header.trim() === "") return true;
  return header.split(",").some((raw) => {
    const token = raw.trim().replace(/^W\//, "");
    if (token === "*") return true;
    const unquoted = token.replace(/^"(.*)"$/, "$1");
    return `"${unquoted}"` === state.etag || unquoted === String(state.version);
  });
}

interface Adapter<T extends { id: string }> {
  list: ListName;
  itemSchema: z.ZodType<T>;
  load(db: Executor): Promise<T[]>;
  /** created_at of existing rows, kept when a whole list is replaced. */
  createdAt(db: Executor): Promise<Map<string, Date>>;
  insert(db: Executor, items: T[], firstOrder: number, now: Date, created?: Map<string, Date>): Promise<void>;
  update(db: Executor, item: T, now: Date): Promise<boolean>;
  remove(db: Executor, id: string): Promise<boolean>;
  setOrder(db: Executor, id: string, order: number, now: Date): Promise<void>;
  clear(db: Executor): Promise<void>;
  exists(db: Executor, id: string): Promise<boolean>;
  maxOrder(db: Executor): Promise<number>;
  count(db: Executor): Promise<number>;
  /**
   * Whether another position of the list already has this item's title (checked on create, and on update with
   * `selfId`, the position being renamed). Lists without the rule leave it out.
   */
  titleTaken?(db: Executor, item: T, selfId?: string): Promise<boolean>;
}

type ScratchRow = typeof scratchPositions.$inferSelect;
type JourneyRow = typeof journeyPositions.$inferSelect;

/** The text alternative of a seeded catalogue illustration; the admin's own media carry their title instead. */
function altFor(url: string): { imageAlt?: string } {
  const words = describeIllustration(url);
  return words ? { imageAlt: words } : {};
}

function scratchFromRow(row: ScratchRow): ServerPosition {
  return {
    ...altFor(row.image),
    id: row.id,
    title: row.title,
    image: row.image,
    description: row.description,
    mediaType: normaliseMediaType(row.mediaType),
    category: row.category,
    difficulty: row.difficulty,
    tags: row.tags,
    isDefault: row.isDefault,
  };
}

function journeyFromRow(row: JourneyRow): JourneyPosition {
  return {
    ...altFor(row.imageUrl),
    id: row.id,
    name: row.name,
    instructions: row.instructions,
    description: row.description,
    style: row.style as JourneyPosition["style"],
    difficulty: row.difficulty as JourneyPosition["difficulty"],
    category: row.category,
    imageUrl: row.imageUrl,
    mediaType: normaliseMediaType(row.mediaType),
    benefits: row.benefits,
    duration: row.duration,
    views: row.views,
    rating: Math.round(row.rating * 10) / 10,
    isPopular: row.isPopular,
    featured: row.featured,
  };
}

type PositionTable = typeof scratchPositions | typeof journeyPositions;

/**
 * The storage both lists share: rows in their own table, ordered by sort_order then created_at. Only the row
 * shape differs (`fromRow`).
 */
function tableAdapter<T extends { id: string }>(
  list: ListName,
  itemSchema: z.ZodType<T>,
  table: PositionTable,
  fromRow: (row: PositionTable["$inferSelect"]) => T,
): Adapter<T> {
  return {
    list,
    itemSchema,
    async load(db) {
      const rows = await db.select().from(table).orderBy(asc(table.sortOrder), asc(table.createdAt));
      return rows.map(fromRow);
    },
    async createdAt(db) {
      const rows = await db.select({ id: table.id, createdAt: table.createdAt }).from(table);
      return new Map(rows.map((row) => [row.id, row.createdAt]));
    },
    async insert(db, items, firstOrder, now, created) {
      if (items.length === 0) return;
      await db.insert(table).values(
        items.map((item, index) => ({
          ...item,
          sortOrder: firstOrder + index,
          createdAt: created?.get(item.id) ?? now,
          updatedAt: now,
        })),
      );
    },
    async update(db, item, now) {
      const { id, ...fields } = item;
      const rows = await db
        .update(table)
        .set({ ...fields, updatedAt: now })
        .where(eq(table.id, id))
        .returning({ id: table.id });
      return rows.length > 0;
    },
    async remove(db, id) {
      const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
      return rows.length > 0;
    },
    async setOrder(db, id, order, now) {
      await db.update(table).set({ sortOrder: order, updatedAt: now }).where(eq(table.id, id));
    },
    async clear(db) {
      await db.delete(table);
    },
    async exists(db, id) {
      const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
      return rows.length > 0;
    },
    async maxOrder(db) {
      const [row] = await db.select({ value: max(table.sortOrder) }).from(table);
      return row?.value ?? -1;
    },
    async count(db) {
      const [row] = await db.select({ value: sql<number>`count(*)::int` }).from(table);
      return Number(row?.value ?? 0);
    },
  };
}

const scratchAdapter: Adapter<ServerPosition> = {
  ...tableAdapter("scratch", scratchItemSchema, scratchPositions, (row) => scratchFromRow(row as ScratchRow)),
  /** Every position the scratch game can show is in this list, the built-in (seeded) ones too. */
  async titleTaken(db, item, selfId) {
    const rows = await db.select({ id: scratchPositions.id, title: scratchPositions.title }).from(scratchPositions);
    return titleTaken(rows, item.title, selfId);
  },
};

const journeyAdapter: Adapter<JourneyPosition> = tableAdapter("journey", journeyItemSchema, journeyPositions, (row) =>
  journeyFromRow(row as JourneyRow),
);

export interface GamePositionsDeps {
  database: Database;
  clock: Clock;
  logger: Logger;
}

export function createGamePositionsService({ database, clock, logger }: GamePositionsDeps) {
  const db = database.db;
  const subscribers = new Set<ChangeSubscriber>();
  const lastPublished: Record<ListName, number> = { scratch: 0, journey: 0 };

  function publishLocally(list: ListName, version: number) {
    // Notifications arrive both from this process and through LISTEN; each version is told once.
    if (!(version > lastPublished[list])) return;
    lastPublished[list] = version;
    for (const subscriber of subscribers) {
      try {
        subscriber.change(list, version);
      } catch (error) {
        logger.warn({ err: error }, "position change subscriber failed");
      }
    }
  }

  async function readState(executor: Executor, list: ListName): Promise<ListState> {
    const [row] = await executor
      .select({ version: gamePositionLists.version })
      .from(gamePositionLists)
      .where(eq(gamePositionLists.list, list));
    const version = row?.version ?? 0;
    return { version, etag: etagFor(list, version) };
  }

  /**
   * Runs a write in one transaction: locks the list's version row, checks If-Match, writes, bumps the version.
   * Publishes the new version once committed.
   */
  async function write<R>(
    list: ListName,
    ifMatch: string | undefined,
    work: (tx: Executor, now: Date) => Promise<R>,
  ): Promise<{ result: R; state: ListState }> {
    const now = clock.now();
    const outcome = await db.transaction(async (tx) => {
      await tx.insert(gamePositionLists).values({ list, version: 0, updatedAt: now }).onConflictDoNothing();
      const [row] = await tx.select().from(gamePositionLists).where(eq(gamePositionLists.list, list)).for("update");
      const current: ListState = { version: row?.version ?? 0, etag: etagFor(list, row?.version ?? 0) };
      if (!ifMatchAccepts(ifMatch, current)) {
        throw conflict("The positions were changed by someone else. Reload them and try again.", {
          etag: current.etag,
          version: current.version,
        });
      }
      const result = await work(tx, now);
      const version = current.version + 1;
      await tx.update(gamePositionLists).set({ version, updatedAt: now }).where(eq(gamePositionLists.list, list));
      return { result, state: { version, etag: etagFor(list, version) } };
    });
    publishLocally(list, outcome.state.version);
    database.notify(CHANGE_CHANNELS[list], String(outcome.state.version)).catch((error) => {
      logger.warn({ err: error, list }, "could not publish the positions change");
    });
    return outcome;
  }

  function listOps<T extends { id: string }>(
    adapter: Adapter<T>,
    schemas: { create: z.ZodType<Omit<T, "id"> & { id?: string }>; update: z.ZodType<Omit<T, "id">> },
    newId: (input: Omit<T, "id"> & { id?: string }, now: Date) => string,
    duplicateMessage: string,
  ) {
    const list = adapter.list;
    return {
      async state(): Promise<ListState> {
        return readState(db, list);
      },
      /** The version is read before the rows: a write in between only costs the client one more download. */
      async list(): Promise<ListSnapshot<T>> {
        const state = await readState(db, list);
        const positions = await adapter.load(db);
        return { ...state, positions };
      },
      /** Replaces the whole list (validated first; nothing changes when one item is bad). */
      async replace(body: unknown, ifMatch?: string): Promise<{ count: number } & ListState> {
        const checked = validateList(adapter.itemSchema, body);
        if (!checked.ok) throw invalidInput(checked.failure.message, checked.failure.details);
        const { state } = await write(list, ifMatch, async (tx, now) => {
          const created = await adapter.createdAt(tx);
          await adapter.clear(tx);
          await adapter.insert(tx, checked.value, 0, now, created);
        });
        return { count: checked.value.length, ...state };
      },
      async create(body: unknown, ifMatch?: string): Promise<{ position: T } & ListState> {
        const checked = validateItem(schemas.create, body);
        if (!checked.ok) throw invalidInput(checked.failure.message, checked.failure.details);
        const { result, state } = await write(list, ifMatch, async (tx, now) => {
          const id = checked.value.id ?? newId(checked.value, now);
          const position = validateItem(adapter.itemSchema, { ...checked.value, id });
          if (!position.ok) throw invalidInput(position.failure.message, position.failure.details);
          if (await adapter.exists(tx, id)) throw conflict(duplicateMessage, { id });
          if (await adapter.titleTaken?.(tx, position.value))
            throw conflict(duplicateMessage, { title: [duplicateMessage] });
          await adapter.insert(tx, [position.value], (await adapter.maxOrder(tx)) + 1, now);
          return position.value;
        });
        return { position: result, ...state };
      },
      async update(id: string, body: unknown, ifMatch?: string): Promise<{ position: T } & ListState> {
        const checked = validateItem(schemas.update, body);
        if (!checked.ok) throw invalidInput(checked.failure.message, checked.failure.details);
        const { result, state } = await write(list, ifMatch, async (tx, now) => {
          const position = { ...checked.value, id } as unknown as T;
          if (adapter.titleTaken) {
            if (!(await adapter.exists(tx, id))) throw notFound("No position with this id");
            if (await adapter.titleTaken(tx, position, id))
              throw conflict(duplicateMessage, { title: [duplicateMessage] });
          }
          if (!(await adapter.update(tx, position, now))) throw notFound("No position with this id");
          return position;
        });
        return { position: result, ...state };
      },
      async remove(id: string, ifMatch?: string): Promise<ListState> {
        const { state } = await write(list, ifMatch, async (tx) => {
          if (!(await adapter.remove(tx, id))) throw notFound("No position with this id");
        });
        return state;
      },
      /** New order: `ids` must name every position exactly once. */
      async reorder(body: unknown, ifMatch?: string): Promise<ListState> {
        const checked = validateItem(reorderSchema, body);
        if (!checked.ok) throw invalidInput(checked.failure.message, checked.failure.details);
        const ids = checked.value.ids;
        const { state } = await write(list, ifMatch, async (tx, now) => {
          const current = (await adapter.load(tx)).map((item) => item.id);
          const same =
            ids.length === current.length &&
            new Set(ids).size === ids.length &&
            ids.every((id) => current.includes(id));
          if (!same) throw conflict("The order must name every position once; reload the list and try again.");
          for (const [index, id] of ids.entries()) await adapter.setOrder(tx, id, index, now);
        });
        return state;
      },
      /** First start only: fills the empty list once; the version row then marks it seeded for good. */
      async seed(items: T[]): Promise<number> {
        const now = clock.now();
        return db.transaction(async (tx) => {
          const created = await tx
            .insert(gamePositionLists)
            .values({ list, version: 1, updatedAt: now })
            .onConflictDoNothing()
            .returning();
          if (created.length === 0) return 0;
          if ((await adapter.count(tx)) > 0) return 0;
          await adapter.insert(tx, items, 0, now);
          return items.length;
        });
      },
    };
  }

  const scratch = listOps(
    scratchAdapter,
    { create: scratchCreateSchema, update: scratchUpdateSchema },
    (input, now) => deriveScratchId((input as { title: string }).title, now.getTime()),
    "A position with this title already exists. Please choose a different title.",
  );
  const journey = listOps(
    journeyAdapter,
    { create: journeyCreateSchema, update: journeyUpdateSchema },
    (_input, now) => String(now.getTime()),
    "A journey position with this id already exists.",
  );

  return {
    scratch,
    journey,
    /** Tells `subscriber` about every new version of either list; returns the unsubscribe function. */
    subscribe(subscriber: ChangeSubscriber): () => void {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    /**
     * Bumps both lists' versions without changing them, so every open page refetches: used when something they
     * show besides the lists changed (a default image).
     */
    async announce(): Promise<void> {
      for (const list of ["scratch", "journey"] as const) await write(list, undefined, async () => undefined);
    },
    /** The newest version of a list this instance has told its subscribers (a stored answer older than it is stale). */
    latestVersion(list: ListName): number {
      return lastPublished[list];
    },
    subscriberCount(): number {
      return subscribers.size;
    },
    /** Seeds both lists on the very first start and listens for changes made by other instances. */
    async startup(): Promise<void> {
      const seededScratch = await scratch.seed(scratchSeed());
      const seededJourney = await journey.seed(journeySeed());
      if (seededScratch || seededJourney)
        logger.info({ scratch: seededScratch, journey: seededJourney }, "seeded game positions from the catalogue");
      for (const list of ["scratch", "journey"] as const) {
        lastPublished[list] = (await readState(db, list)).version;
        await database.listen(
          CHANGE_CHANNELS[list],
          (payload) => {
            const version = Number(payload);
            if (Number.isInteger(version)) publishLocally(list, version);
          },
          // Back after a lost listening connection: a change made meanwhile is read from the database.
          () =>
            void readState(db, list).then(
              (state) => publishLocally(list, state.version),
              () => undefined,
            ),
        );
      }
    },
    /** Ends every open event stream (before the server closes). */
    async shutdown(): Promise<void> {
      for (const subscriber of [...subscribers]) subscriber.close();
      subscribers.clear();
    },
  };
}

export type GamePositionsService = ReturnType<typeof createGamePositionsService>;
