import type { WrittenVariation } from "./types";
import candlelight from "./candlelight";
import massageStart from "./massage-start";
import slowMotion from "./slow-motion";
import whispered from "./whispered";
import pillowLift from "./pillow-lift";
import eyesClosed from "./eyes-closed";
import lazyMorning from "./lazy-morning";
import shower from "./shower";
import blindfold from "./blindfold";
import setToMusic from "./set-to-music";
import mirror from "./mirror";
import sofa from "./sofa";
import blanketNest from "./blanket-nest";
import getaway from "./getaway";
import stopAndStart from "./stop-and-start";
import iceAndWarmth from "./ice-and-warmth";
import feather from "./feather";
import breathSynced from "./breath-synced";
import roleReversed from "./role-reversed";
import moonlit from "./moonlit";
import warmBath from "./warm-bath";
import loveLetter from "./love-letter";
import kissFirst from "./kiss-first";
import dressedUp from "./dressed-up";

/** Variation id → its hand-written entries. */
export const WRITTEN_VARIATIONS: Readonly<Record<string, WrittenVariation>> = {
  candlelight: candlelight,
  "massage-start": massageStart,
  "slow-motion": slowMotion,
  whispered: whispered,
  "pillow-lift": pillowLift,
  "eyes-closed": eyesClosed,
  "lazy-morning": lazyMorning,
  shower: shower,
  blindfold: blindfold,
  "set-to-music": setToMusic,
  mirror: mirror,
  sofa: sofa,
  "blanket-nest": blanketNest,
  getaway: getaway,
  "stop-and-start": stopAndStart,
  "ice-and-warmth": iceAndWarmth,
  feather: feather,
  "breath-synced": breathSynced,
  "role-reversed": roleReversed,
  moonlit: moonlit,
  "warm-bath": warmBath,
  "love-letter": loveLetter,
  "kiss-first": kissFirst,
  "dressed-up": dressedUp,
};

export type { WrittenEntry, WrittenVariation } from "./types";
