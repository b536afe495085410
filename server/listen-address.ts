import type { AddressInfo } from "node:net";

const ANY_ADDRESS = new Set(["0.0.0.0", "::", "::0"]);

/** How an address appears in a URL: IPv6 in brackets. */
const urlHost = (address: string) => (address.includes(":") ? `[${address}]` : address);

/**
 * The start line: the address the server really listens on (HOST and the port it got), the address to open on this
 * machine when it listens on every interface, and PUBLIC_ORIGIN when one is set.
 */
export function listeningLine(
  address: AddressInfo | string | null,
  fallbackPort: number,
  publicOrigin?: string,
): string {
  if (typeof address === "string") return `Entwine listening on ${address}`;
  const host = address?.address ?? "0.0.0.0";
  const port = address?.port ?? fallbackPort;
  const parts: string[] = [];
  if (ANY_ADDRESS.has(host)) {
    parts.push(
      `Entwine listening on http://${urlHost(host)}:${port} (every network interface; on this machine http://localhost:${port})`,
    );
  } else {
    parts.push(`Entwine listening on http://${urlHost(host)}:${port}`);
  }
  if (publicOrigin) parts.push(`public address ${publicOrigin}`);
  return parts.join(", ");
}
