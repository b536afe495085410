import { Flame } from "lucide-react";
import { cx } from "~/lib/class-names";

/** Five flames, `level` of them lit, with the level's name. */
export function LevelMeter({ level, label, className }: { level: number; label: string; className?: string }) {
  return (
    <span className={cx("inline-flex items-center gap-1.5", className)}>
      <span className="sr-only">Level {level} of 5:</span>
      <span aria-hidden className="inline-flex">
        {[1, 2, 3, 4, 5].map((n) => (
          <Flame key={n} className={cx("size-4", n <= level ? "fill-coral text-coral" : "text-border")} />
        ))}
      </span>
      <span className="text-sm font-semibold">{label}</span>
    </span>
  );
}
