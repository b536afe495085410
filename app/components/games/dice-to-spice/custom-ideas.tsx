/** The couple's own ideas for the Custom die of Dice to Spice, kept on the device. */
import { Plus, X } from "lucide-react";
import { useState } from "react";
import { useDeviceState } from "~/lib/guides/use-device-state";
import { Input } from "~/components/ui/input";
import { Button } from "~/components/ui/button";

export const IDEAS_KEY = "entwine-games:dice-to-spice:ideas";
export const IDEA_MAX_LENGTH = 40;
export const IDEAS_MAX = 12;

/** The couple's own Custom ideas as kept on the device: up to 12 short lines. */
export function validateIdeas(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .filter((idea): idea is string => typeof idea === "string")
    .map((idea) => cleanIdea(idea))
    .filter((idea) => idea !== "")
    .slice(0, IDEAS_MAX);
}

export function cleanIdea(raw: string): string {
  // Control characters out, spaces collapsed, at most 40 characters.
  const printable = Array.from(raw, (char) => (char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 ? "" : char)).join(
    "",
  );
  return printable.replace(/\s+/g, " ").trim().slice(0, IDEA_MAX_LENGTH).trim();
}

/** The couple's Custom ideas (kept on the device) and the idea being typed, held by the game for its CustomIdeas. */
export function useCustomIdeas() {
  const [ideas, setIdeas] = useDeviceState<string[]>(IDEAS_KEY, [], validateIdeas);
  // Kept by the game, so a half-typed idea survives switching the difficulty away and back.
  const [draft, setDraft] = useState("");
  return { ideas, setIdeas, draft, setDraft };
}

/** The Custom die's own ideas: a short form to add one, and the list with a remove button each. */
export function CustomIdeas({
  custom,
  rolling,
  onAdded,
}: {
  custom: ReturnType<typeof useCustomIdeas>;
  rolling: boolean;
  onAdded: (idea: string) => void;
}) {
  const { ideas, setIdeas, draft, setDraft } = custom;
  function addIdea() {
    const idea = cleanIdea(draft);
    if (!idea || ideas.length >= IDEAS_MAX) return;
    setIdeas((current) => [...current.filter((existing) => existing !== idea), idea].slice(0, IDEAS_MAX));
    setDraft("");
    onAdded(idea);
  }

  return (
    <div data-testid="dts-ideas" className="mt-5 rounded-2xl border border-border p-4 text-sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          addIdea();
        }}
      >
        <label htmlFor="dts-idea" className="font-semibold">
          Your own ideas for the Custom die
        </label>
        <p className="mt-1 text-xs text-muted">
          Write an action that ends before the place, like &ldquo;Trace a heart on&rdquo;. Up to {IDEAS_MAX}, kept on
          this device only.
        </p>
        <div className="mt-2 flex gap-2">
          <Input
            id="dts-idea"
            name="idea"
            autoComplete="off"
            maxLength={IDEA_MAX_LENGTH}
            value={draft}
            disabled={rolling || ideas.length >= IDEAS_MAX}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button
            type="submit"
            variant="secondary"
            disabled={rolling || cleanIdea(draft) === "" || ideas.length >= IDEAS_MAX}
          >
            <Plus aria-hidden className="size-4" />
            Add
          </Button>
        </div>
      </form>
      {ideas.length > 0 ? (
        <ul aria-label="Your ideas" className="mt-3 flex flex-wrap gap-2">
          {ideas.map((idea) => (
            <li key={idea} className="inline-flex items-center gap-1 rounded-full bg-surface-2 py-1 pl-3 pr-1">
              {idea}
              <button
                type="button"
                disabled={rolling}
                aria-label={`Remove ${idea}`}
                onClick={() => setIdeas((current) => current.filter((existing) => existing !== idea))}
                className="grid size-8 place-items-center rounded-full hover:bg-surface"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
