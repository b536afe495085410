import { Download, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { FAVOURITE_KINDS, favouritesCount, mergeFavourites } from "@domain/positions/favourites";
import { OurSpaceCard } from "~/components/our-space/our-space-card";
import { Button } from "~/components/ui/button";
import { HiddenFileInput } from "~/components/ui/input";
import { NoticeLine, type Notice } from "~/components/ui/notice-line";
import { readFavourites, useFavourites, writeFavourites } from "~/lib/positions/favourites";
import { SavedList, useCataloguePool } from "./saved-list";

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The device's saved positions ("Want to try", "Loved it"), with export to a file and import from one. */
export function SavedPositionsScreen() {
  const { favourites } = useFavourites();
  const { pool, failed } = useCataloguePool();
  const [notice, setNotice] = useState<Notice>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const count = favouritesCount(favourites);

  async function exportFile() {
    // zod comes with the file module: loaded only when the couple exports or imports.
    const { favouritesFile } = await import("@domain/positions/favourites-file");
    const json = JSON.stringify(favouritesFile(readFavourites(), new Date().toISOString()), null, 2);
    const url = URL.createObjectURL(new Blob([json], { type: "application/json" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = `entwine-favourites-${today()}.json`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    setNotice({
      tone: "ok",
      text: `Exported ${count} ${count === 1 ? "position" : "positions"}. Open the file on your other phone's saved page to import it.`,
    });
  }

  async function importFile(file: File) {
    if (!pool) return;
    const { parseFavouritesFile, MAX_FAVOURITES_FILE_BYTES } = await import("@domain/positions/favourites-file");
    if (file.size > MAX_FAVOURITES_FILE_BYTES) {
      setNotice({ tone: "error", text: "This file is too large to be an Entwine favourites file." });
      return;
    }
    const result = parseFavouritesFile(await file.text(), (id) => pool.has(id));
    if (!result.ok) {
      setNotice({ tone: "error", text: result.message });
      return;
    }
    const before = favouritesCount(readFavourites());
    const stored = writeFavourites(mergeFavourites(readFavourites(), result.favourites));
    if (!stored) {
      setNotice({
        tone: "error",
        text: "Your browser would not store the favourites (is private browsing on?). Nothing was imported.",
      });
      return;
    }
    const added = favouritesCount(readFavourites()) - before;
    const skipped =
      result.unknownIds.length > 0
        ? ` ${result.unknownIds.length} no longer in the catalogue ${result.unknownIds.length === 1 ? "was" : "were"} skipped.`
        : "";
    setNotice({
      tone: "ok",
      text: `Imported: ${added} new ${added === 1 ? "position" : "positions"} added to your saved lists.${skipped}`,
    });
  }

  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 pt-10 sm:px-6">
      <header className="max-w-3xl">
        <p className="text-sm font-bold uppercase tracking-[0.2em] text-rose">Kept on this device only</p>
        <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">Your saved positions</h1>
        <p className="mt-4 text-lg text-muted">
          What you want to try together, and what you loved. These lists stay in this browser: nothing is sent to us. To
          move them to a new phone, export a small file here and import it there.
        </p>
      </header>

      <noscript>
        <p className="mt-6 rounded-2xl border border-border bg-surface/80 p-4">
          Saved positions are kept by your browser, which needs JavaScript turned on for this page.
        </p>
      </noscript>

      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => void exportFile()} disabled={count === 0}>
          <Download aria-hidden className="size-5" /> Export favourites
        </Button>
        <Button variant="secondary" onClick={() => fileInput.current?.click()} disabled={!pool}>
          <Upload aria-hidden className="size-5" /> Import favourites
        </Button>
        <HiddenFileInput
          inputRef={fileInput}
          accept="application/json,.json"
          label="Favourites file to import"
          testId="import-file"
          onFiles={([file]) => void importFile(file)}
        />
      </div>
      <NoticeLine notice={notice} className="mt-3" />

      {failed ? (
        <p role="alert" className="mt-6 text-danger">
          The catalogue could not be loaded. Please check your connection and reload the page.
        </p>
      ) : pool ? (
        FAVOURITE_KINDS.map((kind) => <SavedList key={kind} kind={kind} ids={favourites[kind]} pool={pool} />)
      ) : (
        <p className="mt-6 text-muted">Loading your saved positions…</p>
      )}

      <OurSpaceCard
        className="mt-10 max-w-3xl"
        lead="Pair with your partner's phone to see each other's lists, and what you both want to try, end-to-end encrypted."
      />
    </div>
  );
}
