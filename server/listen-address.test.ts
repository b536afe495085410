import { describe, expect, it } from "vitest";
import { listeningLine } from "./listen-address";

describe("the start line", () => {
  it("names the address the server listens on, not localhost whatever HOST is", () => {
    expect(listeningLine({ address: "192.168.1.20", family: "IPv4", port: 3000 }, 3000)).toBe(
      "Entwine listening on http://192.168.1.20:3000",
    );
    expect(listeningLine({ address: "127.0.0.1", family: "IPv4", port: 8080 }, 3000)).toBe(
      "Entwine listening on http://127.0.0.1:8080",
    );
    expect(listeningLine({ address: "::1", family: "IPv6", port: 3000 }, 3000)).toBe(
      "Entwine listening on http://[::1]:3000",
    );
  });

  it("says when it listens on every interface, with the address to open on this machine", () => {
    expect(listeningLine({ address: "0.0.0.0", family: "IPv4", port: 3000 }, 3000)).toBe(
      "Entwine listening on http://0.0.0.0:3000 (every network interface; on this machine http://localhost:3000)",
    );
    expect(listeningLine({ address: "::", family: "IPv6", port: 4000 }, 3000)).toContain(
      "http://[::]:4000 (every network interface",
    );
  });

  it("adds the public origin when one is set", () => {
    expect(listeningLine({ address: "10.0.0.5", family: "IPv4", port: 3000 }, 3000, "https://entwine.example")).toBe(
      "Entwine listening on http://10.0.0.5:3000, public address https://entwine.example",
    );
  });
});
