import ipaddr from "ipaddr.js";

/**
 * The group an address is counted in for limits and lockouts. An IPv4 address is one client; an IPv6 client is
 * usually handed a whole /64 and can pick any address in it, so the /64 counts as one client. IPv4-mapped IPv6
 * addresses (::ffff:1.2.3.4) count as their IPv4 address. Anything unparsable is its own group.
 */
export function addressGroup(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const parts = v6.parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(":")}::/64`;
}
