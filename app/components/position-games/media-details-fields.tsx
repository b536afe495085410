import { ChoiceSelect } from "~/components/ui/choice-select";
import { Field } from "~/components/ui/input";
import { TagsField } from "~/components/ui/tags-field";
import {
  checkMediaTags,
  MEDIA_DIFFICULTIES,
  MEDIA_DIFFICULTY_LABELS,
  MEDIA_DURATION_LABELS,
  MEDIA_DURATIONS,
  MEDIA_STYLE_LABELS,
  MEDIA_STYLES,
  type MediaDetailsInput,
  type MediaDifficulty,
  type MediaDuration,
  type MediaStyle,
} from "@domain/media/presets";
import { addTags, typeTagInput } from "@domain/position-games/scratch-form";

/** A media item's style, difficulty, duration and tags while a form edits them ("" is "not set"). */
export interface MediaDetailsState {
  style: MediaStyle | "";
  difficulty: MediaDifficulty | "";
  duration: MediaDuration | "";
  tags: string[];
  /** The tag being typed, added on Enter or a comma (and on saving). */
  tagInput: string;
}

export const EMPTY_MEDIA_DETAILS: MediaDetailsState = {
  style: "",
  difficulty: "",
  duration: "",
  tags: [],
  tagInput: "",
};

function pick<T extends string>(values: readonly T[], value: string | null | undefined): T | "" {
  return values.includes(value as T) ? (value as T) : "";
}

/** The form state of a stored item's details. */
export function detailsOf(item: {
  style?: string | null;
  difficulty?: string | null;
  duration?: string | null;
  tags?: string[];
}): MediaDetailsState {
  return {
    style: pick(MEDIA_STYLES, item.style),
    difficulty: pick(MEDIA_DIFFICULTIES, item.difficulty),
    duration: pick(MEDIA_DURATIONS, item.duration),
    tags: [...(item.tags ?? [])],
    tagInput: "",
  };
}

/**
 * What a form sends: the choices (null when not set) and the tags, a half-typed one included. Returns the
 * message to show instead when the tags are not acceptable.
 */
export function detailsToSend(
  state: MediaDetailsState,
): { ok: true; value: Required<MediaDetailsInput> } | { ok: false; message: string } {
  const tags = addTags(state.tags, state.tagInput);
  const problem = checkMediaTags(tags);
  if (problem) return { ok: false, message: problem };
  return {
    ok: true,
    value: { style: state.style || null, difficulty: state.difficulty || null, duration: state.duration || null, tags },
  };
}

/** Each detail chosen from a fixed list: its choices and their labels (the forms here, the library's filters). */
export const MEDIA_DETAIL_CHOICES = {
  style: { choices: MEDIA_STYLES, labels: MEDIA_STYLE_LABELS },
  difficulty: { choices: MEDIA_DIFFICULTIES, labels: MEDIA_DIFFICULTY_LABELS },
  duration: { choices: MEDIA_DURATIONS, labels: MEDIA_DURATION_LABELS },
} as const;

/** The details chosen from a fixed list, in the order they stand. */
const DETAIL_SELECTS = [
  { key: "style", label: "Style", ...MEDIA_DETAIL_CHOICES.style },
  { key: "difficulty", label: "Difficulty", ...MEDIA_DETAIL_CHOICES.difficulty },
  { key: "duration", label: "Duration", ...MEDIA_DETAIL_CHOICES.duration },
] as const satisfies readonly {
  key: "style" | "difficulty" | "duration";
  label: string;
  choices: readonly string[];
  labels: Readonly<Record<string, string>>;
}[];

/** Style, difficulty and duration selects and a tag input with removable chips, for the Media Manager's forms. */
export function MediaDetailsFields({
  value,
  onChange,
  tagsError,
}: {
  value: MediaDetailsState;
  onChange: (next: MediaDetailsState) => void;
  tagsError?: string;
}) {
  const set = <K extends keyof MediaDetailsState>(key: K, next: MediaDetailsState[K]) =>
    onChange({ ...value, [key]: next });

  return (
    <>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {DETAIL_SELECTS.map((select) => (
          <Field key={select.key} label={select.label}>
            {(id) => (
              <ChoiceSelect
                id={id}
                empty="Not set"
                choices={select.choices}
                labels={select.labels}
                value={value[select.key]}
                onChoose={(next) => onChange({ ...value, [select.key]: pick(select.choices, next) })}
              />
            )}
          </Field>
        ))}
      </div>
      <TagsField
        tags={value.tags}
        typed={value.tagInput}
        onType={(text) => onChange({ ...value, ...typeTagInput(value.tags, text) })}
        onAddTyped={() => onChange({ ...value, tags: addTags(value.tags, value.tagInput), tagInput: "" })}
        onRemove={(tag) =>
          set(
            "tags",
            value.tags.filter((t) => t !== tag),
          )
        }
        error={tagsError}
        chipsClassName="-mt-2"
      />
    </>
  );
}
