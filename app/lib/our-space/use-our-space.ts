/**
 * The Our space hook (types.ts: OurSpace) on the page's one engine (runtime.ts): the local document's view through
 * useSyncExternalStore, and the actions the screens call. Browser only: the screens load after hydration; the
 * server's render (if any) sees an empty, unpaired space.
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import { toBase64Url } from "@domain/our-space/crypto";
import { removeLaterCard, removeMatch, saveMatch, setNote } from "@domain/our-space/space-doc";
import { deviceStorage } from "~/lib/device-storage";
import { removeFromLater } from "~/lib/games/later-storage";
import { EMPTY_SPACE_VIEW } from "@domain/our-space/view";
import type { EngineState } from "./engine";
import { browserRandom, currentEngine, holdEngine } from "./runtime";
import type { OurSpace } from "./types";

export const UNPAIR_OFFLINE =
  "No connection right now. Unpairing needs the server: please try again once you are online.";

const SERVER_STATE: EngineState = {
  status: "unpaired",
  paired: false,
  partnerOnline: false,
  pending: 0,
  notice: null,
  missing: null,
  view: EMPTY_SPACE_VIEW,
};

const subscribe = (listener: () => void) => currentEngine().subscribe(listener);
const snapshot = () => currentEngine().state();
const serverSnapshot = () => SERVER_STATE;

export function useOurSpace(): OurSpace {
  useEffect(() => holdEngine(), []);
  const state = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const me = typeof window === "undefined" ? "" : currentEngine().me;

  const change = useCallback((edit: (engine: ReturnType<typeof currentEngine>) => void) => {
    edit(currentEngine());
  }, []);

  return useMemo<OurSpace>(
    () => ({
      ...state,
      me,
      dismissNotice: () => change((engine) => engine.dismissNotice()),
      setNote: (text) => change((engine) => setNote(engine.doc, text, engine.me, new Date().toISOString())),
      saveMatch: (items) =>
        change((engine) =>
          saveMatch(engine.doc, {
            id: toBase64Url(browserRandom(12)),
            at: new Date().toISOString(),
            by: engine.me,
            items,
          }),
        ),
      removeMatch: (id) => change((engine) => removeMatch(engine.doc, id)),
      // From the space and from this phone's list (the bridge writes the space's list back only while paired).
      removeLater: (key) =>
        change((engine) => {
          removeLaterCard(engine.doc, key);
          removeFromLater(deviceStorage(), key);
        }),
      async unpair() {
        const engine = currentEngine();
        try {
          await engine.unpair();
        } catch {
          engine.tell(UNPAIR_OFFLINE);
        }
      },
      exportSpace: () => currentEngine().exportSpace(new Date()),
      importSpace: (fileText, code) => currentEngine().importSpace(fileText, code),
    }),
    [state, me, change],
  );
}
