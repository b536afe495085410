import type { WorkPolicy } from "@domain/proof-of-work";
import { ConfigError, type AppConfig } from "../base/config";
import type { Database } from "../db/client";
import { generatedPasswordMessage, type Logger } from "../base/logger";
import type { Clock, RandomSource } from "../base/clock";
import { createAuthService } from "./auth";
import { createBlogService } from "./blogs";
import { createGamePositionsService } from "./position-games";
import { createDefaultImagesService } from "./position-games/default-images";
import { createContactService } from "./contact";
import { createDashboardService } from "./dashboard";
import { createDesireMatchService } from "./desire-match";
import { createHealthService } from "./health";
import { createLocalDiskStorage, createMediaService, type MediaStorage } from "./media";
import { isS3Storage } from "./media/configured-storage";
import { mediaReferenceCheck, mediaStoryUsage } from "./media-references";
import { createPositionsService } from "./positions";
import { createProofOfWork } from "./proof-of-work";
import { createRateLimitService } from "./rate-limits";
import { createNoticeBus } from "./notice-bus";
import { createRoomService } from "./rooms";
import { createRoomHub } from "./rooms/hub";
import {
  createRoomConnectionLimits,
  DEFAULT_ROOM_CONNECTION_LIMITS,
  describeTally,
  type RoomConnectionLedger,
} from "./rooms/connection-limits";
import { createSpaceService } from "./our-space";
import { createSpaceHub } from "./our-space/hub";
import { createSeoServices } from "./seo";
import { addressSalt, loadSiteSecret, outsideSecret } from "./site-secret";
import { createStorageQuotas } from "./storage-quotas";

export interface ServiceDeps {
  database: Database;
  clock: Clock;
  random: RandomSource;
  logger: Logger;
  config: AppConfig;
  /** Minimum duration of a failed sign-in (tests shorten it). */
  loginFailureFloorMs?: number;
  /** Where media files live (`createConfiguredStorage`); the local disk under config.mediaDir when unset. */
  mediaStorage?: MediaStorage;
  /** How often rooms are checked against the database for moves never announced (tests shorten it). */
  roomReconcileMs?: number;
  /** The same for "our space" (tests shorten it). */
  spaceReconcileMs?: number;
}

/** How often refused live connections are logged, as counts. */
export const REFUSAL_LOG_INTERVAL_MS = 60_000;

/** Open connections of one space (two phones with a few tabs each). */
export const SPACE_CONNECTIONS_PER_SPACE = 8;

/** Builds every domain service from its dependencies; routes receive the result through the load context. */
export function createServices(deps: ServiceDeps) {
  const { database, clock } = deps;
  const db = database.db;
  let siteSecret = "";
  const startupTasks: Array<() => Promise<void>> = [];
  const shutdownTasks: Array<() => Promise<void>> = [];
  const rateLimits = createRateLimitService(db, clock, () => siteSecret);
  const { config } = deps;
  // The work an address owes once it has opened many rooms or sent many stories (docs/decisions/013).
  const proofOfWork = createProofOfWork({ clock, secret: () => siteSecret, rateLimits });
  const workBits = { baseBits: config.WORK_BASE_BITS, maxBits: Math.max(config.WORK_BASE_BITS, config.WORK_MAX_BITS) };
  // Overall caps of the stores visitors write; each store registers how its oldest idle data is evicted (below).
  const quotas = createStorageQuotas({
    db,
    clock,
    graceMs: config.STORAGE_EVICTION_GRACE_MINUTES * 60_000,
    caps: {
      "our-space": config.OUR_SPACE_MAX_BYTES,
      rooms: config.ROOMS_MAX_BYTES,
      "desire-matches": config.DESIRE_MATCHES_MAX_BYTES,
      "contact-messages": config.CONTACT_MESSAGES_MAX_BYTES,
      stories: config.STORIES_MAX_BYTES,
      "visitor-uploads": config.VISITOR_UPLOADS_MAX_BYTES,
    },
    onEvicted: (store, items) => deps.logger.warn({ store, items }, "storage quota reached: oldest idle data evicted"),
  });
  startupTasks.push(() => quotas.configure());
  const auth = createAuthService({
    db,
    clock,
    logger: deps.logger,
    addressKey: (address) => rateLimits.clientKey(address),
    failureFloorMs: deps.loginFailureFloorMs,
  });
  const seo = createSeoServices(database, clock, { retentionDays: deps.config.ANALYTICS_RETENTION_DAYS });
  startupTasks.push(async () => {
    await seo.records.startup();
    await seo.analytics.prune();
    seo.analytics.start();
  });
  shutdownTasks.push(() => seo.analytics.stop());
  startupTasks.push(async () => {
    const { generatedPassword } = await auth.ensureAdmin(deps.config);
    if (generatedPassword) {
      // Shown once, at the first start; only its hash is stored. Change it with `npm run admin -- set-password`.
      deps.logger.warn(generatedPasswordMessage(generatedPassword));
    }
  });
  const positions = createPositionsService(db, clock);
  if (deps.config.NODE_ENV === "development") {
    // The catalogue self-check of the specification (also a unit test): logged, never fatal.
    startupTasks.push(async () => {
      const check = positions.selfCheck();
      if (!check.ok) deps.logger.error({ error: check.error }, "positions catalogue self-check failed");
    });
  }

  // Scratch and journey positions: seeded from the catalogue on the first start; event streams end at shutdown.
  const gamePositions = createGamePositionsService({ database, clock, logger: deps.logger });
  startupTasks.push(() => gamePositions.startup());
  shutdownTasks.push(() => gamePositions.shutdown());

  // Images shown where a journey or scratch position has no media; a change reaches open pages as a list change.
  const defaultImages = createDefaultImagesService({ db, clock, changed: () => gamePositions.announce() });

  // Blog posts, moderation and reactions; the three sample posts are seeded on the first start.
  const blogs = createBlogService({
    database,
    clock,
    logger: deps.logger,
    rateLimits,
    quotas,
    maxStoryBytes: config.STORY_MAX_BYTES,
    storiesPerHour: config.STORIES_PER_HOUR,
    reviewKeepMs: config.STORY_REVIEW_KEEP_DAYS * 86_400_000,
  });
  quotas.registerEvictor("stories", (request) => blogs.evictIdle(request));
  startupTasks.push(() => blogs.startup());

  const mediaStorage = deps.mediaStorage ?? createLocalDiskStorage(deps.config.mediaDir);
  if (isS3Storage(mediaStorage)) {
    // A wrong bucket or missing credentials stop the start with the setting named, not the first upload.
    startupTasks.unshift(async () => {
      try {
        await mediaStorage.verify();
      } catch (error) {
        throw new ConfigError([(error as Error).message]);
      }
    });
    shutdownTasks.push(async () => mediaStorage.close());
  }
  const desireMatch = createDesireMatchService(db, clock, { quotas, perHour: config.DESIRE_MATCHES_PER_HOUR });
  quotas.registerEvictor("desire-matches", (request) => desireMatch.evictIdle(request));
  // Tonight's limit: the same relay and store (its rows are swept and evicted with the matches'), its own kind.
  const tonightLimit = createDesireMatchService(db, clock, {
    kind: "tonight-limit",
    quotas,
    perHour: config.DESIRE_MATCHES_PER_HOUR,
  });
  const contact = createContactService(db, clock, { quotas, perHour: config.CONTACT_MESSAGES_PER_HOUR });
  quotas.registerEvictor("contact-messages", (request) => contact.evictRead(request));
  let desireMatchSweep: NodeJS.Timeout | undefined;
  startupTasks.push(async () => {
    desireMatchSweep = setInterval(() => void desireMatch.sweep().catch(() => undefined), 5 * 60_000);
    desireMatchSweep.unref();
  });
  shutdownTasks.push(async () => clearInterval(desireMatchSweep));
  const media = createMediaService({
    db,
    clock,
    logger: deps.logger,
    config: deps.config,
    storage: mediaStorage,
    quotas,
  });
  quotas.registerEvictor("visitor-uploads", (request) => media.evictUnusedUploads(request));
  media.registerReferenceCheck(mediaReferenceCheck(db));
  media.registerStoryUsage(mediaStoryUsage(db));
  // Visitor uploads: published ones become public, unused or rejected ones go (every hour, and at start).
  let sweepTimer: NodeJS.Timeout | undefined;
  startupTasks.push(async () => {
    await media.sweepVisitorUploads();
    sweepTimer = setInterval(() => {
      media.sweepVisitorUploads().catch((error: unknown) => deps.logger.warn({ err: error }, "media: sweep failed"));
    }, 3_600_000);
    sweepTimer.unref();
  });
  shutdownTasks.push(async () => clearInterval(sweepTimer));

  /**
   * A hub of connected phones (rooms, Our space): started with the server, its sweep run at once and every 10
   * minutes (a failed sweep is logged as `failure`), both stopped at shutdown.
   */
  const runHubWithSweep = (
    hub: { start: () => Promise<void>; stop: () => void },
    sweep: () => Promise<void>,
    failure: string,
  ) => {
    let timer: NodeJS.Timeout | undefined;
    startupTasks.push(async () => {
      await hub.start();
      await sweep();
      timer = setInterval(() => void sweep().catch((error) => deps.logger.warn({ err: error }, failure)), 10 * 60_000);
      timer.unref();
    });
    shutdownTasks.push(async () => {
      clearInterval(timer);
      hub.stop();
    });
  };

  // Two-phone rooms: state in the database, phones on any instance; idle rooms are deleted every 10 minutes.
  const rooms = createRoomService({
    db,
    clock,
    rateLimits,
    wheelPositions: async () => (await gamePositions.scratch.list()).positions,
    opensPerHour: deps.config.ROOM_OPENS_PER_HOUR,
    joinsPerTenMinutes: deps.config.ROOM_JOINS_PER_10_MIN,
    opensFree: config.ROOM_OPENS_FREE_PER_HOUR,
    joinsFree: config.ROOM_JOINS_FREE_PER_10_MIN,
    proofOfWork,
    workBits,
    quotas,
    maxStateBytes: config.ROOM_MAX_STATE_BYTES,
  });
  // Rooms' and spaces' notices between instances: on Redis when configured (docs/decisions/012), else on the
  // database's LISTEN/NOTIFY. Connecting goes on in the background; the instance serves while Redis is away.
  const bus = config.NOTICE_BUS_URL ? createNoticeBus({ url: config.NOTICE_BUS_URL, log: deps.logger }) : undefined;
  if (bus) shutdownTasks.push(() => bus.close());
  const roomHub = createRoomHub({ database, rooms, bus, logger: deps.logger, reconcileMs: deps.roomReconcileMs });
  const roomConnections = createRoomConnectionLimits({
    ...DEFAULT_ROOM_CONNECTION_LIMITS,
    perAddress: deps.config.ROOM_CONNECTIONS_PER_ADDRESS,
    unjoinedPerAddress: config.LIVE_UNJOINED_PER_ADDRESS,
  });
  const sweepRooms = async () => {
    const ended = await rooms.deleteIdle();
    for (const id of ended) roomHub.ended(id);
    if (ended.length > 0) deps.logger.info({ count: ended.length }, "idle rooms deleted");
  };
  runHubWithSweep(roomHub, sweepRooms, "room sweep failed");
  quotas.registerEvictor("rooms", async (request) => {
    const ended = await rooms.evictIdle(request);
    for (const id of ended) roomHub.ended(id);
    return ended.length;
  });

  // "Our space": pairings and spaces of encrypted blobs; idle spaces and stale pairings go every 10 minutes.
  const ourSpace = createSpaceService({
    db,
    clock,
    rateLimits,
    pairingsPerHour: deps.config.SPACE_PAIRINGS_PER_HOUR,
    spacesPerHour: deps.config.SPACE_OPENS_PER_HOUR,
    opensFree: config.SPACE_OPENS_FREE_PER_HOUR,
    pairingJoinsPer10Min: config.SPACE_PAIRING_JOINS_PER_10_MIN,
    joinsFree: config.SPACE_PAIRING_JOINS_FREE_PER_10_MIN,
    pairingReadsPerAddress: config.SPACE_PAIRING_READS_PER_ADDRESS_PER_10_MIN,
    proofOfWork,
    workBits,
    quotas,
    maxSpaceBytes: config.SPACE_MAX_BYTES,
    maxUpdates: config.SPACE_MAX_UPDATES,
    bytesPerAddressPerDay: config.SPACE_BYTES_PER_ADDRESS_PER_DAY,
  });
  const ourSpaceHub = createSpaceHub({
    database,
    spaces: ourSpace,
    bus,
    logger: deps.logger,
    reconcileMs: deps.spaceReconcileMs,
  });
  // A ledger of its own, beside the rooms' one: a couple's open tabs on our space never take their game's slots.
  const ourSpaceConnections = createRoomConnectionLimits({
    ...DEFAULT_ROOM_CONNECTION_LIMITS,
    perAddress: deps.config.SPACE_CONNECTIONS_PER_ADDRESS,
    unjoinedPerAddress: config.LIVE_UNJOINED_PER_ADDRESS,
    perSeat: SPACE_CONNECTIONS_PER_SPACE,
  });
  logRefusalCounts({ room: roomConnections, space: ourSpaceConnections });
  const sweepSpaces = async () => {
    // A space with a phone connected is in use, however long ago its last push was.
    await ourSpace.touch(ourSpaceHub.spacesHere());
    const ended = await ourSpace.deleteIdle();
    for (const id of ended) ourSpaceHub.ended(id);
    const pairings = await ourSpace.sweepPairings();
    if (ended.length > 0 || pairings > 0)
      deps.logger.info({ spaces: ended.length, pairings }, "idle spaces and expired pairings deleted");
  };
  runHubWithSweep(ourSpaceHub, sweepSpaces, "space sweep failed");
  quotas.registerEvictor("our-space", async (request) => {
    // A space with a phone connected here is in use: touched first, so it is not among the idle.
    await ourSpace.touch(ourSpaceHub.spacesHere());
    const evicted = await ourSpace.evictIdle(request);
    for (const id of evicted.spaces) ourSpaceHub.ended(id);
    return evicted.items;
  });

  /** Refused and displaced live connections, one line a minute per ledger with counts only (docs/decisions/013). */
  function logRefusalCounts(ledgers: Record<string, RoomConnectionLedger>) {
    let timer: NodeJS.Timeout | undefined;
    const flush = () => {
      for (const [name, ledger] of Object.entries(ledgers)) {
        const line = describeTally(name, ledger.drainTally());
        if (line) deps.logger.warn(line);
      }
    };
    startupTasks.push(async () => {
      timer = setInterval(flush, REFUSAL_LOG_INTERVAL_MS);
      timer.unref();
    });
    shutdownTasks.push(async () => {
      clearInterval(timer);
      flush();
    });
  }

  const services = {
    blogs,
    clock,
    random: deps.random,
    database,
    health: createHealthService(database),
    rateLimits,
    /** Signed challenges and their one-time redemption (docs/decisions/013). */
    proofOfWork,
    /** The work a visitor's new story owes (STORIES_FREE_OF_WORK_PER_HOUR free an hour, then WORK_BASE_BITS up). */
    storyWork: { free: config.STORIES_FREE_OF_WORK_PER_HOUR, ...workBits } satisfies WorkPolicy,
    /** The work a new desire match or tonight's limit owes past DESIRE_MATCHES_FREE_PER_HOUR (each its own count). */
    matchWork: { free: config.DESIRE_MATCHES_FREE_PER_HOUR, ...workBits } satisfies WorkPolicy,
    auth,
    seo,
    dashboard: createDashboardService(db),
    /** The desire match's relay: pairs two phones and passes their blinded messages, reading none of them. */
    desireMatch,
    /** Tonight's limit's relay: the same, for the two phones' padded sets of levels (docs/decisions/011). */
    tonightLimit,
    /** Messages sent with the contact form, and the admin's inbox. */
    contact,
    /** Overall caps of the stores visitors write, and what each holds. */
    quotas,
    /** Bytes one address may upload a day for its stories (VISITOR_UPLOAD_BYTES_PER_DAY). */
    visitorUploadBytesPerDay: config.VISITOR_UPLOAD_BYTES_PER_DAY,
    positions,
    /** Uploaded files and the media library (files under config.mediaDir, or in the S3 bucket). */
    media,
    gamePositions,
    /** Live-update streams one process serves (EVENT_STREAMS_MAX); the fullest address gives way when full. */
    eventStreamsMax: config.EVENT_STREAMS_MAX,
    /** Two-phone rooms (create/join/move/end) and the phones connected to this instance. */
    rooms,
    roomHub,
    roomConnections,
    /** "Our space": pairings and spaces (opaque encrypted blobs), the phones connected here and their limits. */
    ourSpace,
    ourSpaceHub,
    ourSpaceConnections,
    defaultImages,
    /** Work done once when a server process starts (seeding, first admin, listeners). */
    async startup(): Promise<void> {
      siteSecret = addressSalt(
        await loadSiteSecret(db),
        outsideSecret({ siteSecret: deps.config.SITE_SECRET, dataDir: deps.config.dataDir }),
      );
      for (const task of startupTasks) await task();
    },
    /** Work done before the database closes (timers, listeners). */
    async shutdown(): Promise<void> {
      for (const task of shutdownTasks) await task();
    },
  };
  return services;
}

export type Services = ReturnType<typeof createServices>;
