import { freshPackAfter, packById } from "@content/games/packs/choose";
import type { ContentPack } from "@content/games/packs/types";
import { usePackChoice, usePackHistories } from "~/components/games/hooks";
import type { PackGame } from "~/lib/games/history";
import { packChoices } from "./packs";

/**
 * A pack game's packs on this device: the pack chosen (kept on the device), what has been seen of every pack, and
 * the pack the "pack finished" screen offers next (null when no other pack holds anything new). `seenOf(pack)` is the pack's
 * seen history as state (empty until read after hydration); `choices(countsOf)` gives the pack picker's rows, each
 * pack counted against what has been seen of it; `playNext(play)` moves on to the next pack.
 */
export function useGamePacks<T extends { readonly id: string }>(game: PackGame, packs: readonly ContentPack<T>[]) {
  const packIds = packs.map((pack) => pack.id);
  const [packId, setPackId] = usePackChoice(game, packIds);
  const pack = packById(packs, packId);
  const history = usePackHistories(game, packIds);
  const following = freshPackAfter(packs, pack.id);
  const seenOf = (entry: ContentPack<T>) => history.histories[entry.id] ?? [];
  const choices = (countsOf: (entry: ContentPack<T>, seen: readonly string[]) => { total: number; left: number }) =>
    packChoices(packs, (entry) => countsOf(entry, seenOf(entry)));
  /** The finished screen's "Play <next pack>": the next pack becomes the choice and `play` starts it at once. */
  const playNext = (play: (next: ContentPack<T>) => void) => {
    if (!following) return;
    setPackId(following.id);
    play(following);
  };
  return { pack, setPackId, history, following, seenOf, choices, playNext };
}

export type GamePacks<T extends { readonly id: string }> = ReturnType<typeof useGamePacks<T>>;
