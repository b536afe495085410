/**
 * Work a page starts only once it is live: the service worker's registration (and the downloads its install makes),
 * the Web Vitals reporter, the offline guard on links. Started while the page hydrates, they would compete with React
 * for the phone's main thread and for a slow connection's bandwidth; started after, a tap on the page counts sooner.
 */
type Task = () => void;

let hydrated = false;
let waiting: Task[] = [];

/** Runs `task` once the page has hydrated (at once if it already has). */
export function whenHydrated(task: Task): void {
  if (hydrated) task();
  else waiting.push(task);
}

/** Called once by the root when every control of the page has its handlers. */
export function pageHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  const tasks = waiting;
  waiting = [];
  for (const task of tasks) task();
}
