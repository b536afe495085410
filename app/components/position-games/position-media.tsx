import { useState } from "react";
import { cx } from "~/lib/class-names";
import { PLACEHOLDER_IMAGE, type MediaType } from "@domain/position-games/types";

/** The text alternative of a position's picture: its title, then what the picture shows when that is known. */
export function positionMediaAlt(position: { title: string; imageAlt?: string | null }): string {
  return position.imageAlt ? `${position.title}: ${position.imageAlt}` : position.title;
}

/**
 * A position's image, GIF or video. Images load lazily with their size; videos play muted and inline. A file that
 * fails to load is replaced by the shipped placeholder art.
 */
export function PositionMedia({
  src,
  mediaType,
  alt,
  width = 400,
  height = 300,
  className,
  eager = false,
}: {
  src: string;
  mediaType: MediaType;
  alt: string;
  width?: number;
  height?: number;
  className?: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const classes = cx("h-full w-full object-cover", className);
  if (mediaType === "video" && !failed) {
    return (
      <video
        src={src}
        width={width}
        height={height}
        className={classes}
        muted
        loop
        autoPlay
        playsInline
        preload="metadata"
        aria-label={alt}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <img
      src={failed ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={classes}
      onError={() => setFailed(true)}
    />
  );
}
