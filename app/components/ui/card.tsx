import type { HTMLAttributes, ReactNode } from "react";
import { cx } from "~/lib/class-names";

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cx("rounded-[var(--radius-card)] border border-border bg-surface/90 p-5 shadow-sm", className)}
      {...props}
    />
  );
}

export function CardTitle({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return <h3 className={cx("text-xl font-semibold", className)} {...props} />;
}

/** A card that only says what is going on (opening, getting ready), read out as a status. */
export function StatusCard({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Card className={className}>
      <p role="status" className="text-muted">
        {children}
      </p>
    </Card>
  );
}
