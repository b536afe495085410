import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getCataloguePosition, positionsCatalogue } from "../../content/positions/catalogue";
import { bodyNotesFor } from "../../content/positions/body-notes";
import { matchesBodyFilters } from "../../domain/positions/body";
import { filtersSearch } from "../../app/lib/positions/labels";
import { loader as catalogueLoader } from "../../app/routes/positions/index";
import { loader as mostPopularLoader } from "../../app/routes/positions/most-popular";
import { loader as detailLoader } from "../../app/routes/positions/detail";
import { createTestContext, type TestContext } from "../support/test-app";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

/** What React Router hands a loader, as far as these loaders read it. */
const args = (url: string, params: Record<string, string> = {}) =>
  ({ request: new Request(`http://localhost${url}`), context: { services: ctx.services }, params }) as never;

const suits = (id: string, filters: Parameters<typeof matchesBodyFilters>[1]) =>
  matchesBodyFilters(bodyNotesFor(getCataloguePosition(id)!.baseId), filters);

describe("body filters in the catalogue API", () => {
  it("keep only the positions whose base passes every filter", async () => {
    const response = await request(ctx.app).get("/api/catalogue?body=knees,pregnancy&limit=100");
    expect(response.status).toBe(200);
    const expected = positionsCatalogue.filter((entry) =>
      matchesBodyFilters(bodyNotesFor(entry.baseId), ["knees", "pregnancy"]),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(positionsCatalogue.length);
    expect(response.body.total).toBe(expected.length);
    for (const position of response.body.positions)
      expect(suits(position.id, ["knees", "pregnancy"]), position.id).toBe(true);
  });

  it("combine with style and search, take repeated values, and ignore unknown ones", async () => {
    const response = await request(ctx.app).get(
      "/api/catalogue?body=bending&body=elbows&style=romantic&q=spoon&limit=100",
    );
    expect(response.status).toBe(200);
    for (const position of response.body.positions) {
      expect(position.style).toBe("romantic");
      expect(suits(position.id, ["bending"]), position.id).toBe(true);
    }
    // The studies found spooning bends the partner behind forward most: not for a back that hurts that way.
    const ids = response.body.positions.map((position: { id: string }) => position.id);
    expect(ids.some((id: string) => getCataloguePosition(id)!.baseId === "romantic-2")).toBe(false);
  });

  it("keep the two back filters apart, each to its own notes", async () => {
    for (const filter of ["bending", "arching"] as const) {
      const response = await request(ctx.app).get(`/api/catalogue?body=${filter}&limit=100`);
      expect(response.status).toBe(200);
      const expected = positionsCatalogue.filter((entry) => matchesBodyFilters(bodyNotesFor(entry.baseId), [filter]));
      expect(response.body.total).toBe(expected.length);
      for (const position of response.body.positions) expect(suits(position.id, [filter]), position.id).toBe(true);
    }
    // Carry Me Home, whose note says it is not one for a sore back, is under neither.
    const both = await request(ctx.app).get("/api/catalogue?body=bending,arching&q=carry&limit=100");
    expect(both.body.positions.map((position: { name: string }) => position.name)).not.toContain("Carry Me Home");
  });

  it("read an old ?body=back link as both back filters", async () => {
    const old = await request(ctx.app).get("/api/catalogue?body=back&limit=5");
    const both = await request(ctx.app).get("/api/catalogue?body=bending,arching&limit=5");
    expect(old.status).toBe(200);
    expect(old.body.total).toBe(both.body.total);
    expect(old.body.total).toBe(
      positionsCatalogue.filter((entry) => matchesBodyFilters(bodyNotesFor(entry.baseId), ["bending", "arching"]))
        .length,
    );
    expect(old.body.positions).toEqual(both.body.positions);
  });

  it("carry the body notes on a position's detail", async () => {
    const response = await request(ctx.app).get("/api/catalogue/romantic-2--candlelight");
    expect(response.status).toBe(200);
    expect(response.body.position.bodyNotes).toEqual(bodyNotesFor("romantic-2"));
  });
});

describe("body filters in the page loaders", () => {
  it("filter the catalogue page on the server, from the URL alone", async () => {
    const data = await catalogueLoader(args("/positions?body=pregnancy"));
    expect(data.filters.body).toEqual(["pregnancy"]);
    expect(data.positions.length).toBeGreaterThan(0);
    for (const position of data.positions) expect(suits(position.id, ["pregnancy"]), position.id).toBe(true);
    expect(data.total).toBe(positionsCatalogue.filter((entry) => bodyNotesFor(entry.baseId)?.pregnancy).length);
  });

  it("filter Most Popular the same way, with the stats over the filtered list", async () => {
    const data = await mostPopularLoader(args("/positions/most-popular?body=low-effort,neck&page=2"));
    expect(data.filters).toMatchObject({ body: ["neck", "low-effort"], page: 2 });
    for (const position of data.positions) expect(suits(position.id, ["neck", "low-effort"]), position.id).toBe(true);
    expect(data.stats.count).toBe(
      positionsCatalogue.filter((entry) => matchesBodyFilters(bodyNotesFor(entry.baseId), ["neck", "low-effort"]))
        .length,
    );
  });

  it("read an old ?body=back link on the page as both back filters, and write the new address", async () => {
    const data = await catalogueLoader(args("/positions?body=back"));
    expect(data.filters.body).toEqual(["bending", "arching"]);
    // Links on the page (pages, toggles, the form) carry the new values from here on.
    expect(filtersSearch(data.filters)).toBe("?body=bending%2Carching");
    for (const position of data.positions) expect(suits(position.id, ["bending", "arching"]), position.id).toBe(true);
  });

  it("give the position page its base's notes, with the back judgements and whether the studies measured it", async () => {
    const data = await detailLoader(args("/positions/passionate-2", { id: "passionate-2" }));
    expect(data.position.bodyNotes).toMatchObject({
      bendingPain: true,
      archingPain: false,
      studied: "kneeling-behind",
      pregnancy: true,
    });
  });
});
