import { Smartphone } from "lucide-react";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { LaterCard } from "@domain/rooms/not-tonight";
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH, ROOM_GAME_TITLES, ROOM_GAMES } from "@domain/rooms/protocol";
import { PageHeader } from "~/components/page-header";
import { RoomScreen } from "~/components/rooms/room-screen";
import { WorkNotice } from "~/components/rooms/work-notice";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, Input } from "~/components/ui/input";
import { sitePageHead } from "~/lib/head";
import { usePageInfo } from "~/lib/page-info";
import { useSavedForLater } from "~/lib/games/later-storage";
import { joinRoom } from "~/lib/rooms/api";
import { forgetRoom, loadRoom, saveRoom, type StoredRoom } from "~/lib/rooms/storage";
import type { Route } from "./+types/together";

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/together", matches);

const cleanCode = (value: string) =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, ROOM_CODE_LENGTH);
const isCode = (value: string) =>
  value.length === ROOM_CODE_LENGTH && [...value].every((c) => ROOM_CODE_ALPHABET.includes(c));

/**
 * /together: the partner's way in (a code typed, or the link's #CODE) and the room itself on both phones. The room's
 * secret stays in this phone's storage, so a reload or a phone waking up lands back in the same game.
 */
export default function TogetherPage() {
  const page = usePageInfo("/together");
  const [room, setRoom] = useState<StoredRoom | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [working, setWorking] = useState(false);
  // Tonight's limit's link (/together#tonight=…): its secret stays in memory, and the address bar forgets it at once.
  const [limitInvitation, setLimitInvitation] = useState<string | null>(null);
  // "Not tonight" → Later in a room: the card joins this phone's "Saved for later" (in Our space too when paired).
  const { save } = useSavedForLater();
  const saveForLater = useCallback(
    (card: LaterCard) => void save({ game: card.game, ref: card.id, text: card.text, at: new Date().toISOString() }),
    [save],
  );

  async function join(value: string) {
    setBusy(true);
    setError(null);
    try {
      const joined = await joinRoom(value, { onWork: setWorking });
      saveRoom(joined);
      setRoom(joined);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    const takeLimitLink = () => {
      if (!window.location.hash.startsWith("#tonight=")) return false;
      setLimitInvitation(window.location.hash);
      history.replaceState(null, "", window.location.pathname);
      return true;
    };
    const limitLink = takeLimitLink();
    // Opened again in this tab (pasted into the address bar): the page does not reload, the fragment changes.
    const onHash = () => void takeLimitLink();
    window.addEventListener("hashchange", onHash);
    const fromLink = limitLink ? "" : cleanCode(decodeURIComponent(window.location.hash.slice(1)));
    const stored = loadRoom();
    if (fromLink) history.replaceState(null, "", window.location.pathname);
    if (stored && (!fromLink || stored.code === fromLink)) setRoom(stored);
    else if (isCode(fromLink)) {
      setCode(fromLink);
      void join(fromLink);
    }
    return () => window.removeEventListener("hashchange", onHash);
  }, []);

  function leave() {
    forgetRoom();
    setRoom(null);
    setCode("");
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the field itself: a code typed and sent before the page hydrated is replayed on hydration, before
    // this render's state has caught up with what was typed.
    const typed = new FormData(event.currentTarget).get("code");
    const value = cleanCode(typeof typed === "string" ? typed : code);
    if (!isCode(value)) {
      setError("A room code has 6 letters and digits.");
      return;
    }
    void join(value);
  }

  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
      <PageHeader title={page.heading} lead={page.description} />
      {room ? (
        <RoomScreen
          key={room.room}
          credentials={room}
          onLeave={leave}
          limitInvitation={limitInvitation}
          saveForLater={saveForLater}
        />
      ) : (
        <div className="mx-auto grid max-w-xl gap-5">
          {limitInvitation ? (
            <p role="alert" className="rounded-xl bg-gold/10 px-3 py-2 text-sm" data-testid="tonight-no-room">
              This link sets tonight&apos;s limit inside your room, and this browser has no room open. Open it in the
              browser your room is in, or join the room below first and then open the link again.
            </p>
          ) : null}
          <Card className="p-5 sm:p-7">
            <h2 className="text-xl font-semibold">Join your partner's room</h2>
            <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate>
              <Field
                label="Room code"
                hint="Six letters and digits, shown on your partner's phone."
                error={error ?? undefined}
              >
                {(id, describedBy) => (
                  <Input
                    id={id}
                    name="code"
                    aria-describedby={describedBy}
                    autoComplete="off"
                    autoCapitalize="characters"
                    inputMode="text"
                    maxLength={8}
                    className="text-center font-display text-2xl tracking-[0.3em] uppercase"
                    value={code}
                    onChange={(event) => setCode(cleanCode(event.target.value))}
                  />
                )}
              </Field>
              {/* Never disabled before hydration: a disabled default button would stop Enter from sending the form,
                  and the head script remembers a send until the page can carry it out. */}
              <Button type="submit" size="lg" disabled={busy}>
                <Smartphone aria-hidden className="size-5" />{" "}
                {working ? "One moment…" : busy ? "Joining…" : "Join the room"}
              </Button>
              <WorkNotice working={working} />
            </form>
          </Card>
          <Card className="p-5 sm:p-7">
            <h2 className="text-xl font-semibold">Or open a room</h2>
            <p className="mt-1 text-sm text-muted">Pick a game and press "Play on two phones" there.</p>
            <ul className="mt-4 flex flex-wrap gap-2">
              {ROOM_GAMES.map((game) => (
                <li key={game}>
                  <ButtonLink to={`/games/${game}`} variant="secondary" size="sm">
                    {ROOM_GAME_TITLES[game]}
                  </ButtonLink>
                </li>
              ))}
            </ul>
          </Card>
          <p className="text-center text-sm text-muted">
            No account, and no names kept on our side. A room is deleted when you end it, or after 24 hours without a
            move.
          </p>
          <p className="text-center text-sm">
            Between games too:{" "}
            <Link to="/our-space" className="font-semibold">
              pair our phones in Our space
            </Link>{" "}
            to share favourites, the journey and a note, end-to-end encrypted.
          </p>
        </div>
      )}
    </div>
  );
}
