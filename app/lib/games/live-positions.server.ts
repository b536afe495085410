import type { AppLoadContext } from "react-router";

/**
 * The scratch positions a game page starts from, with the list's version: the page's useLivePositions keeps them
 * fresh from there.
 */
export async function loadLivePositions(context: AppLoadContext) {
  const { positions, version } = await context.services.gamePositions.scratch.list();
  return { positions, version };
}
