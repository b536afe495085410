import { useEffect, useState } from "react";
import {
  DEFAULT_IMAGE_CATEGORIES,
  DEFAULT_IMAGE_LABELS,
  isSiteOrHttpUrl,
  type DefaultImage,
  type DefaultImageCategory,
} from "@domain/positions/default-images";
import { Button } from "~/components/ui/button";
import { Input, Select } from "~/components/ui/input";
import { useToast } from "~/components/ui/toast";
import { mediaTypeOfUrl } from "@domain/position-games/scratch-form";
import { ApiError, defaultImagesApi } from "./admin-api";
import { PositionMedia } from "./position-media";

type Drafts = Record<DefaultImageCategory, { imageUrl: string; mediaType: DefaultImage["mediaType"] }>;

function draftsFrom(images: DefaultImage[]): Drafts {
  const drafts = {} as Drafts;
  for (const category of DEFAULT_IMAGE_CATEGORIES) {
    const image = images.find((candidate) => candidate.category === category);
    drafts[category] = { imageUrl: image?.imageUrl ?? "", mediaType: image?.mediaType ?? "image" };
  }
  return drafts;
}

/**
 * The Media Manager's "Default Images" tab: per category, the image visitors see where a journey position has no
 * media of its own (kept on the server; open planners pick a change up at once). Scratch positions always carry
 * media (their form requires it), so their categories are kept for the day they may not.
 */
export function DefaultImagesPanel() {
  const { toast } = useToast();
  const [saved, setSaved] = useState<DefaultImage[] | null>(null);
  const [drafts, setDrafts] = useState<Drafts>(() => draftsFrom([]));
  const [busy, setBusy] = useState<DefaultImageCategory | null>(null);

  useEffect(() => {
    defaultImagesApi
      .list()
      .then((data) => {
        setSaved(data.images);
        setDrafts(draftsFrom(data.images));
      })
      .catch(() => toast({ title: "Could not load the default images", variant: "destructive" }));
  }, [toast]);

  async function save(category: DefaultImageCategory) {
    const draft = drafts[category];
    if (!isSiteOrHttpUrl(draft.imageUrl)) {
      toast({
        title: "Invalid URL",
        description: "Enter an http(s) address or a path on this site, such as one from the Media List.",
        variant: "destructive",
      });
      return;
    }
    await whileBusy(category, "Failed to save the default image", async () => {
      const data = await defaultImagesApi.set(category, draft);
      setSaved((current) => [...(current ?? []).filter((image) => image.category !== category), data.image]);
      toast({ title: "Default image saved", description: DEFAULT_IMAGE_LABELS[category] });
    });
  }

  async function clear(category: DefaultImageCategory) {
    await whileBusy(category, "Failed to remove the default image", async () => {
      await defaultImagesApi.clear(category);
      setSaved((current) => (current ?? []).filter((image) => image.category !== category));
      setDrafts((current) => ({ ...current, [category]: { imageUrl: "", mediaType: "image" } }));
      toast({ title: "Default image removed", description: DEFAULT_IMAGE_LABELS[category] });
    });
  }

  /** Runs a server change for one category: its buttons wait meanwhile, and a refusal is toasted. */
  async function whileBusy(category: DefaultImageCategory, failure: string, change: () => Promise<void>) {
    setBusy(category);
    try {
      await change();
    } catch (error) {
      toast({
        title: failure,
        description: error instanceof ApiError ? error.message : undefined,
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div>
      <p className="text-sm text-muted">
        Shown on the journey planner and the 7-day poster where a journey position has no media of its own: first the
        image of its style, then “Journey”, then “General”. Without any, visitors see the catalogue's illustration. Copy
        a URL from the Media List.
      </p>
      <ul className="mt-4 divide-y divide-border">
        {DEFAULT_IMAGE_CATEGORIES.map((category) => {
          const current = saved?.find((image) => image.category === category);
          const draft = drafts[category];
          return (
            <li
              key={category}
              className="flex flex-wrap items-end gap-3 py-3"
              data-testid={`default-image-${category}`}
            >
              <div className="h-16 w-20 shrink-0 overflow-hidden rounded-xl bg-surface-2">
                {current ? (
                  <PositionMedia src={current.imageUrl} mediaType={current.mediaType} alt="" width={80} height={64} />
                ) : (
                  <span className="grid h-16 w-20 place-items-center text-center text-xs text-muted">None</span>
                )}
              </div>
              <label className="flex min-w-56 flex-1 flex-col gap-1 text-sm font-semibold">
                {DEFAULT_IMAGE_LABELS[category]}
                <Input
                  // Until the saved images arrive, an edit would be overwritten by them.
                  disabled={saved === null}
                  value={draft.imageUrl}
                  placeholder="/media/… or https://"
                  onChange={(event) => {
                    const imageUrl = event.target.value;
                    setDrafts((all) => ({
                      ...all,
                      [category]: { imageUrl, mediaType: mediaTypeOfUrl(imageUrl, all[category].mediaType) },
                    }));
                  }}
                />
              </label>
              <label className="flex flex-col gap-1 text-sm font-semibold">
                Type
                <Select
                  disabled={saved === null}
                  value={draft.mediaType}
                  onChange={(event) =>
                    setDrafts((all) => ({
                      ...all,
                      [category]: { ...all[category], mediaType: event.target.value as DefaultImage["mediaType"] },
                    }))
                  }
                >
                  <option value="image">Image</option>
                  <option value="gif">GIF</option>
                  <option value="video">Video</option>
                </Select>
              </label>
              <Button size="sm" onClick={() => void save(category)} disabled={busy !== null || !draft.imageUrl.trim()}>
                Save
              </Button>
              {current ? (
                <Button size="sm" variant="ghost" onClick={() => void clear(category)} disabled={busy !== null}>
                  Remove
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
