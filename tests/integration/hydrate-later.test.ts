import request from "supertest";
import { describe, expect, it } from "vitest";
import { pagesAppForFile } from "./support/pages-app";

const app = pagesAppForFile();

// The long grids hydrate after the rest of their page (HydrateLater, a Suspense boundary). The server must write
// them in place, whole: React would otherwise move a large boundary into a hidden block that only an inline script
// shows (entry.server.tsx, progressiveChunkSize), and a browser without scripts would show no cards at all.
describe("grids that hydrate after their page", () => {
  for (const [path, card] of [
    ["/positions", 'href="/positions/'],
    ["/positions/most-popular", 'href="/positions/'],
    ["/games/honeymoon-bucket-list", 'type="checkbox"'],
    ["/games/first-night-bucket-list", 'type="checkbox"'],
  ] as const) {
    it(`${path}: the grid is a boundary written in place, its cards visible without scripts`, async () => {
      const response = await request(app.ctx.app).get(path).set("Accept", "text/html").expect(200);
      const html = response.text;
      expect(html).not.toMatch(/<div hidden id="S:/);
      expect(html).not.toContain("$RC");
      const start = html.indexOf("<!--$--><ul");
      expect(start, "the grid opens a boundary").toBeGreaterThan(-1);
      const end = html.indexOf("<!--/$-->", start);
      expect(html.slice(start, end)).toContain(card);
    });
  }
});
