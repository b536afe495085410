import { positionsCatalogue } from "@content/positions/catalogue";
import type { JourneyPosition } from "@domain/position-games/types";
import { describe, expect, it } from "vitest";
import { posterPositionsFor } from "./poster-pool";

const own: JourneyPosition = {
  id: "admin-1",
  name: "Candlelit Embrace",
  style: "romantic",
  imageUrl: "/uploads/candle.jpg",
  mediaType: "image",
  description: "Close and slow.",
  instructions: [],
  category: "romantic",
  difficulty: "beginner",
  benefits: [],
  duration: "10 minutes",
  views: 0,
  rating: 0,
  isPopular: false,
  featured: false,
};

describe("posterPositionsFor (a journey link's ids)", () => {
  it("finds the admin's positions and catalogue entries, in the link's order", () => {
    const [first, second] = positionsCatalogue;
    const found = posterPositionsFor([second!.id, "admin-1", first!.id], [own], []);
    expect(found.map((position) => position.id)).toEqual([second!.id, "admin-1", first!.id]);
    expect(found[1]).toMatchObject({ title: "Candlelit Embrace", image: "/uploads/candle.jpg" });
    expect(found[0]).toMatchObject({ title: second!.name, mediaType: "image" });
  });

  it("drops ids it does not know, so a tampered link shows only real positions", () => {
    const [first] = positionsCatalogue;
    expect(posterPositionsFor(["nope", first!.id, "admin-2"], [own], []).map((position) => position.id)).toEqual([
      first!.id,
    ]);
    expect(posterPositionsFor(["nope", "__proto__", "constructor"], [own], [])).toEqual([]);
  });
});
