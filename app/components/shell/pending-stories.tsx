/** How many stories wait for review (the site's Admin pill, the admin menu); nothing when none wait. */
export function PendingStories({ count, className }: { count: number; className: string }) {
  if (count <= 0) return null;
  return (
    <span className={className}>
      {count}
      <span className="sr-only">{count === 1 ? " story waiting for review" : " stories waiting for review"}</span>
    </span>
  );
}
