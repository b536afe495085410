import type { ImgHTMLAttributes } from "react";

type Loading = Pick<ImgHTMLAttributes<HTMLImageElement>, "loading" | "fetchPriority" | "decoding">;

/**
 * A story's featured image. Uploads are cut to 800×400, so the size given here reserves the 2:1 box before the image
 * arrives; its alt is empty because the story's title, right beside it, already says what it is about.
 */
export function FeaturedImage({ src, className, ...loading }: { src: string; className: string } & Loading) {
  return <img src={src} alt="" width={800} height={400} className={className} {...loading} />;
}
