/** Two interlaced rings: the Entwine mark. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden focusable="false">
      <defs>
        <linearGradient id="entwine-logo" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--rose)" />
          <stop offset="1" stopColor="var(--coral)" />
        </linearGradient>
      </defs>
      <circle cx="24" cy="32" r="15" fill="none" stroke="url(#entwine-logo)" strokeWidth="6" />
      <circle cx="40" cy="32" r="15" fill="none" stroke="var(--gold)" strokeWidth="6" opacity="0.9" />
    </svg>
  );
}
