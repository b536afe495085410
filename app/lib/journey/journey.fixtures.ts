import type { PoolPosition } from "./journey";

/** A pool of plain test positions `p0`, `p1`, … drawn with `/i/<n>.svg`; `title` names them (`P0`, … by default). */
export function testPool(size: number, title = (i: number) => `P${i}`): PoolPosition[] {
  return Array.from({ length: size }, (_, i) => ({
    id: `p${i}`,
    title: title(i),
    image: `/i/${i}.svg`,
    description: "",
    mediaType: "image",
    category: "",
    difficulty: "",
    tags: [],
  }));
}
