/**
 * TEMPORARY: an in-memory stand-in for app/lib/our-space (useOurSpace, usePairing) so the screens render before the
 * phone's engine lands. Deleted once it does; nothing here reaches a server.
 */
import { useSyncExternalStore } from "react";
import type { SpaceView } from "@domain/our-space/view";
import type { OurSpace, Pairing, PairingState } from "~/lib/our-space/types";

interface FakeState {
  paired: boolean;
  notice: string | null;
  view: SpaceView;
  pairing: PairingState;
}

let state: FakeState = {
  paired: false,
  notice: null,
  pairing: { step: "idle" },
  view: {
    members: [
      { id: "me", name: null },
      { id: "partner", name: null },
    ],
    favourites: [
      { kind: "want", positionId: "romantic-1", by: ["me", "partner"] },
      { kind: "want", positionId: "romantic-2", by: ["me"] },
      { kind: "loved", positionId: "passionate-1", by: ["partner"] },
    ],
    ticks: [],
    journey: null,
    matches: [],
    note: { text: "", at: null, by: null },
  },
};
const listeners = new Set<() => void>();
function set(next: Partial<FakeState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const useFake = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );

export function useOurSpace(): OurSpace {
  const current = useFake();
  return {
    status: current.paired ? "online" : "unpaired",
    paired: current.paired,
    me: "me",
    view: current.view,
    partnerOnline: current.paired,
    pending: 0,
    notice: current.notice,
    dismissNotice: () => set({ notice: null }),
    setNote: (text) => set({ view: { ...state.view, note: { text, at: new Date().toISOString(), by: "me" } } }),
    saveMatch: (items) =>
      set({
        view: {
          ...state.view,
          matches: [...state.view.matches, { id: String(Date.now()), at: new Date().toISOString(), by: "me", items }],
        },
      }),
    removeMatch: (id) => set({ view: { ...state.view, matches: state.view.matches.filter((m) => m.id !== id) } }),
    unpair: async () => set({ paired: false }),
    exportSpace: () => ({ fileName: "our-space.entwine", text: "{}", code: "7K2M-ABCD-EFGH-JKMN-PQRS" }),
    importSpace: () => false,
  };
}

export function usePairing(): Pairing {
  const current = useFake();
  return {
    state: current.pairing,
    invite: () => set({ pairing: { step: "inviting", link: `${window.location.origin}/our-space/pair#abc.def` } }),
    join: () =>
      set({ pairing: { step: "compare", role: "joiner", safetyCode: ["amber", "harbour", "velvet", "meadow"] } }),
    confirm: () => {
      set({ pairing: { step: "waiting", role: "joiner" } });
      setTimeout(() => set({ pairing: { step: "paired" }, paired: true }), 1500);
    },
    reject: () => set({ pairing: { step: "failed", message: "Pairing cancelled: the words did not match." } }),
    reset: () => set({ pairing: { step: "idle" } }),
  };
}
