/**
 * The spec's "Loading Error" screen (part 1), for a page whose code cannot load or run. It replaces the whole body,
 * so it needs nothing that may be missing. Shown while React is still adopting the server's HTML, it would be
 * rewritten when hydration commits (React also resets <html>'s attributes then, so the mark is kept here, in the
 * module): the root shows it again right after (see root.tsx).
 */
let shown = false;

export function showLoadingError(): void {
  shown = true;
  document.body.innerHTML =
    '<main role="alert" style="padding:15vh 1.5rem;text-align:center"><h1>Loading Error</h1><p>There was an error loading the application. Please refresh the page or try again later.</p></main>';
}

/** Called once hydration has committed: a Loading Error shown before then stays on screen. */
export function keepLoadingError(): void {
  if (shown) showLoadingError();
}
