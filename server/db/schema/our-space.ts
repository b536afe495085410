import { sql } from "drizzle-orm";
import { customType, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Opaque bytes (bytea): node-postgres answers a Buffer, PGlite a Uint8Array; both are read as a Uint8Array. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType() {
    return "bytea";
  },
});

/**
 * "Our space": what the server keeps of two paired phones' shared space, and nothing more (decision record 010).
 * A space is a random id, the SHA-256 of its access token, its times, the sum of its blobs' sizes, the seq of its
 * newest blob and the seq its snapshot covers. No address, user agent, name or key: the blobs are encrypted on the
 * phones and opaque here. A space idle for 90 days is deleted with its blobs.
 */
export const spaces = pgTable(
  "spaces",
  {
    id: text("id").primaryKey(),
    accessHash: text("access_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull(),
    /** The sum of the stored blobs' decoded sizes. */
    bytes: integer("bytes").notNull().default(0),
    /** The seq of the newest update (0 before the first). */
    seq: integer("seq").notNull().default(0),
    /** The seq the stored snapshot covers (0 while there is none, or when it covers nothing before it). */
    snapshotSeq: integer("snapshot_seq").notNull().default(0),
  },
  (table) => [index("spaces_last_active_at_idx").on(table.lastActiveAt)],
);

/**
 * A space's encrypted blobs: updates under the phone's id for them (a resend is stored once), and at most one
 * snapshot (id "snapshot") standing for every blob up to its seq.
 */
export const spaceBlobs = pgTable(
  "space_blobs",
  {
    spaceId: text("space_id")
      .notNull()
      .references(() => spaces.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    id: text("id").notNull(),
    kind: text("kind").$type<"update" | "snapshot">().notNull(),
    body: bytes("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.spaceId, table.seq] }),
    uniqueIndex("space_blobs_update_id_idx")
      .on(table.spaceId, table.id)
      .where(sql`${table.kind} = 'update'`),
  ],
);

/**
 * Pairings in progress: the inviter's commitment to its public key, the two phones' public keys and proofs (HMACs
 * under the link's secret, which the server never sees; the inviter's only once the joiner has answered), hashes of
 * each phone's token, each phone's confirmation of the words and of the space key (HMACs under keys the server
 * cannot derive) and the sealed space key. Gone when used, cancelled or after ten minutes.
 */
export const spacePairings = pgTable(
  "space_pairings",
  {
    id: text("id").primaryKey(),
    inviterCommitment: text("inviter_commitment").notNull(),
    /** Null until the inviter reveals its key (after the joiner answered). */
    inviterKey: text("inviter_key"),
    inviterProof: text("inviter_proof"),
    inviterTokenHash: text("inviter_token_hash").notNull(),
    joinerKey: text("joiner_key"),
    joinerProof: text("joiner_proof"),
    joinerTokenHash: text("joiner_token_hash"),
    /** Each phone's "the words match", once (HMACs under the pairing key). */
    inviterConfirm: text("inviter_confirm"),
    joinerConfirm: text("joiner_confirm"),
    sealed: text("sealed"),
    /** The joiner's proof that it opened the space key, then the inviter's answer (HMACs under the space key). */
    joinerKeyConfirm: text("joiner_key_confirm"),
    inviterKeyConfirm: text("inviter_key_confirm"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("space_pairings_expires_at_idx").on(table.expiresAt)],
);
