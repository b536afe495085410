/**
 * What a phone shows while it solves the proof-of-work a busy network's rooms ask for (docs/decisions/013): a calm
 * line under the button, read out once by screen readers, so nobody takes the wait for a frozen screen. The live
 * region is always there (a region added with its words is not read out); empty, it takes no room in the layout.
 */
export function WorkNotice({ working }: { working: boolean }) {
  return (
    <p
      role="status"
      aria-live="polite"
      className={working ? "text-center text-sm text-muted" : "sr-only"}
      data-testid="work-notice"
    >
      {working ? "A quick check on this phone first. It only takes a moment." : ""}
    </p>
  );
}
