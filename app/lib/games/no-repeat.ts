/**
 * The games' no-repeat picker is the site's one picker, in domain/games/no-repeat.ts (the rooms use it too);
 * this module re-exports it for the pages and libraries under app/.
 */
export {
  countUnseen,
  forgetPool,
  isExhausted,
  MAX_SEEN_IDS,
  pickFresh,
  pickFreshById,
  seenInPool,
  type FreshOptions,
  type FreshPick,
} from "@domain/games/no-repeat";
