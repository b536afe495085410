/**
 * "Save for later" on the desire match's result: keeps what both chose in Our space. Loaded by the desire match only
 * once a result shows, so the page's first load carries none of the space's code.
 */
import { Bookmark } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { SavedMatch } from "@domain/our-space/view";
import { Button } from "~/components/ui/button";
import { useOurSpace } from "~/lib/our-space/use-our-space";

export default function SaveMatch({ items }: { items: SavedMatch["items"] }) {
  const space = useOurSpace();
  const [saved, setSaved] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant="secondary"
        disabled={saved || items.length === 0}
        onClick={() => {
          space.saveMatch(items);
          setSaved(true);
        }}
      >
        <Bookmark aria-hidden className="size-5" /> Save for later
      </Button>
      {saved ? (
        <p role="status">
          Saved to{" "}
          <Link to="/our-space" className="font-semibold">
            Our space
          </Link>
          .
        </p>
      ) : null}
    </div>
  );
}
