import { Heart } from "lucide-react";
import { useState } from "react";
import type { RevealedPosition } from "~/lib/journey/journey";
import { cx } from "~/lib/class-names";

/** A revealed position's picture (or video), always sized 4:3 so nothing shifts; a quiet placeholder if it fails. */
export function PositionMedia({
  position,
  controls = false,
  eager = false,
  className,
}: {
  position: Pick<RevealedPosition, "image" | "mediaType" | "name">;
  controls?: boolean;
  eager?: boolean;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const frame = cx(
    "aspect-[4/3] h-auto w-full rounded-xl object-cover",
    controls ? "bg-surface-2" : "bg-black/20",
    className,
  );
  if (failed) {
    return (
      <div
        className={cx(frame, "grid place-items-center")}
        role="img"
        aria-label={`${position.name} (picture unavailable)`}
      >
        <Heart aria-hidden className="size-8 opacity-60" />
      </div>
    );
  }
  if (position.mediaType === "video") {
    return (
      <video
        src={position.image}
        width={400}
        height={300}
        muted
        playsInline
        loop={controls}
        controls={controls}
        preload="metadata"
        aria-label={position.name}
        onError={() => setFailed(true)}
        className={frame}
      />
    );
  }
  return (
    <img
      src={position.image}
      alt={controls ? position.name : ""}
      width={400}
      height={300}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      onError={() => setFailed(true)}
      className={frame}
    />
  );
}
