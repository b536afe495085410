import { useEffect, useState } from "react";
import type { TruthOrDareWords } from "~/lib/games/truth-or-dare-words";

/**
 * Truth or Dare's words, loaded once the page has hydrated (null until they arrive). The file is small and, on a
 * returning visit, comes from the service worker; `failed` says it could not be fetched (offline before it was kept).
 */
export function useTruthOrDareWords(): { words: TruthOrDareWords | null; failed: boolean } {
  const [words, setWords] = useState<TruthOrDareWords | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import("~/lib/games/truth-or-dare-words").then(
      (module) => live && setWords(module.TRUTH_OR_DARE_WORDS),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  return { words, failed };
}
