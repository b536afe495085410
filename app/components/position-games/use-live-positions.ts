import { useEffect, useRef, useState } from "react";
import type { ServerPosition } from "@domain/position-games/types";
import type { PositionListAnswer } from "@domain/position-games/api";
import { apiExchange } from "~/lib/api-client";
import { followEventStream } from "~/lib/reopening-event-source";

/**
 * Keeps a server-rendered list of scratch positions fresh: the page listens to /api/positions/events (the server
 * sends the list's version when it changes, on this instance or another) and refetches with If-None-Match when the
 * version differs, and again when the window regains focus or the tab is shown (answered 304 when nothing changed).
 * A stream the server refused is opened again later (followEventStream).
 */
export function useLivePositions(initial: ServerPosition[], initialVersion: number) {
  const [positions, setPositions] = useState(initial);
  const known = useRef(initialVersion);
  const etag = useRef<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let inFlight = false;
    let again = false;
    async function refresh() {
      if (inFlight) {
        again = true;
        return;
      }
      inFlight = true;
      try {
        const headers: Record<string, string> = {};
        if (etag.current) headers["If-None-Match"] = etag.current;
        const answer = await apiExchange<Partial<PositionListAnswer<ServerPosition>> | null>("/api/positions", {
          headers,
          cache: "no-store",
          signal: AbortSignal.timeout?.(10_000),
        });
        if (cancelled || answer.status === 304 || !Array.isArray(answer.data?.positions)) return;
        etag.current = answer.headers.get("ETag");
        const version = Number(answer.headers.get("X-List-Version"));
        if (Number.isFinite(version)) known.current = version;
        setPositions(answer.data.positions);
      } catch {
        // Offline, timed out or refused: keep showing what we have.
      } finally {
        inFlight = false;
        if (again && !cancelled) {
          again = false;
          void refresh();
        }
      }
    }
    const stopFollowing = followEventStream("/api/positions/events", {
      message: (event) => {
        const version = Number(event.data);
        if (Number.isFinite(version) && version !== known.current) void refresh();
      },
    });
    // A phone brings a tab back without focusing its window, so being shown again counts too.
    const onFocus = () => void refresh();
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      cancelled = true;
      stopFollowing();
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);

  return positions;
}
