/**
 * The LISTEN/NOTIFY channel of one room or space (docs/decisions/012). Channel names show in `pg_stat_activity`,
 * in PostgreSQL's statement log and in a proxy's traces, so a channel is never named by the private id: it is a
 * keyed hash of it, the key being the site's database secret that every instance shares. 96 bits of it make two
 * ids that share a channel so unlikely that it never matters (and would only cost a notice dropped on arrival).
 */
import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

export type NoticeKind = "room" | "space";

const PREFIX: Record<NoticeKind, string> = { room: "entwine_r_", space: "entwine_s_" };
const HASH_BYTES = 12;

/** Makes channel names with one key (the same on every instance on one database). */
export function noticeChannels(key: string) {
  const keyBytes = utf8ToBytes(`entwine notice channel\u0000${key}`);
  return (kind: NoticeKind, id: string): string =>
    PREFIX[kind] + bytesToHex(hmac(sha256, keyBytes, utf8ToBytes(`${kind}\u0000${id}`)).subarray(0, HASH_BYTES));
}
