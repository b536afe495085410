import { describe, expect, it } from "vitest";
import { addressGroup } from "./address-group";

describe("addressGroup", () => {
  it("counts every address of one IPv6 /64 as one client", () => {
    expect(addressGroup("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:0db8:0001:0002:ffff:ffff:ffff:fffe")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:db8:1:3::1")).not.toBe(addressGroup("2001:db8:1:2::1"));
  });

  it("keeps IPv4 addresses apart, mapped or not", () => {
    expect(addressGroup("203.0.113.7")).toBe("203.0.113.7");
    expect(addressGroup("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressGroup("203.0.113.8")).not.toBe(addressGroup("203.0.113.7"));
  });

  it("leaves what is not an address as it is", () => {
    expect(addressGroup("unknown")).toBe("unknown");
  });
});
