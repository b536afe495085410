import { Eye, ImagePlus, Loader2, PenLine, Plus, Send, Trash2, X } from "lucide-react";
import { useId, useRef, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Field, HiddenFileInput, Input, Select, Textarea } from "~/components/ui/input";
import { CheckedInput, InputError, useCheckedText } from "./url-input";
import { PEN_NAME_MAX_LENGTH, penNameLength, penNameProblem, tidyPenName } from "@domain/blogs/pen-name";
import { slugify } from "@domain/blogs/text";
import { categoryOptions, EDITOR_CATEGORIES } from "~/lib/blogs/constants";
import { EXCERPT_MAX_LENGTH, SLUG_MAX_LENGTH } from "~/lib/blogs/editor/constants";
import { addTags, removeTag } from "~/lib/blogs/editor/tags";
import { checkMediaUrl } from "~/lib/blogs/editor/upload";
import { cx } from "~/lib/class-names";

export interface FeaturedImage {
  url: string;
  thumbnail: string;
}

export interface SideColumnProps {
  isAdmin: boolean;
  canPublish: boolean;
  submitting: boolean;
  onPublish: () => void;
  preview: boolean;
  onTogglePreview: () => void;
  featured: FeaturedImage | null;
  featuredProgress: number | null;
  onFeaturedFile: (file: File) => void;
  onFeaturedUrl: (url: string) => void;
  onRemoveFeatured: () => void;
  category: string;
  onCategory: (value: string) => void;
  tags: readonly string[];
  onTags: (tags: readonly string[]) => void;
  excerpt: string;
  onExcerpt: (value: string) => void;
  slug: string;
  onSlug: (value: string) => void;
  title: string;
  penName: string;
  onPenName: (value: string) => void;
}

/** The side column: publish, preview, featured image, category, tags, excerpt and slug. Stacks below on phones. */
export function SideColumn(props: SideColumnProps) {
  const { isAdmin, canPublish, submitting, onPublish, preview, onTogglePreview } = props;
  const hintId = useId();
  return (
    <aside
      aria-label="Story settings"
      className="flex flex-col gap-4 lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:self-start lg:overflow-y-auto lg:overscroll-contain lg:pb-2"
    >
      <Card>
        {isAdmin ? null : <PenNameField value={props.penName} onChange={props.onPenName} />}
        <Button
          size="lg"
          className={cx("w-full", !canPublish && "opacity-50")}
          aria-disabled={!canPublish || submitting ? true : undefined}
          aria-describedby={canPublish ? undefined : hintId}
          onClick={onPublish}
        >
          {submitting ? (
            <Loader2 aria-hidden className="size-5 animate-spin motion-reduce:animate-none" />
          ) : (
            <Send aria-hidden className="size-5" />
          )}
          {isAdmin ? "Publish" : "Submit for Approval"}
        </Button>
        {canPublish ? (
          <p className="text-center text-xs text-muted">
            {isAdmin
              ? "Publishes the story on the blog right away."
              : "A person reads every story before it goes live."}
          </p>
        ) : (
          <p id={hintId} className="text-center text-xs text-muted">
            Add a title and some content to {isAdmin ? "publish" : "submit"}.
          </p>
        )}
        <Button variant="secondary" className="w-full" aria-pressed={preview} onClick={onTogglePreview}>
          {preview ? <PenLine aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
          {preview ? "Edit" : "Preview"}
        </Button>
      </Card>

      <FeaturedImageCard {...props} />

      <Card>
        <CategoryField value={props.category} onChange={props.onCategory} />
        <TagsField tags={props.tags} onChange={props.onTags} />
      </Card>

      <Card>
        <ExcerptField value={props.excerpt} onChange={props.onExcerpt} />
        <SlugField value={props.slug} onChange={props.onSlug} title={props.title} />
      </Card>
    </aside>
  );
}

function Card({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4">{children}</div>;
}

function FeaturedImageCard({
  featured,
  featuredProgress,
  onFeaturedFile,
  onFeaturedUrl,
  onRemoveFeatured,
}: SideColumnProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const urlId = useId();
  const errorId = useId();
  const url = useCheckedText();
  const applyUrl = () => {
    const check = checkMediaUrl(url.value);
    if (!check.ok || check.kind !== "image") {
      url.setError(check.ok ? "Please use an image address for the featured image" : check.message);
      return;
    }
    onFeaturedUrl(check.url);
    url.setValue("");
  };
  return (
    <Card>
      <h2 className="font-sans text-sm font-semibold">Featured Image</h2>
      {featured ? (
        <div className="relative overflow-hidden rounded-xl border border-border bg-surface-2">
          <img
            src={featured.thumbnail}
            alt="Featured image preview"
            width={300}
            height={200}
            className="aspect-[3/2] w-full object-cover"
          />
          <button
            type="button"
            aria-label="Remove featured image"
            onClick={onRemoveFeatured}
            className="absolute right-1 top-1 grid size-11 place-items-center rounded-full bg-bg/80 text-fg backdrop-blur hover:text-rose"
          >
            <Trash2 aria-hidden className="size-4" />
          </button>
        </div>
      ) : (
        <div className="grid aspect-[3/2] place-items-center rounded-xl border border-dashed border-border bg-surface-2 text-sm text-muted">
          <span className="flex flex-col items-center gap-1">
            <ImagePlus aria-hidden className="size-6" />
            No featured image yet
          </span>
        </div>
      )}
      {featuredProgress !== null ? <ProgressBar label="Uploading featured image" value={featuredProgress} /> : null}
      <Button
        variant="secondary"
        className="w-full"
        disabled={featuredProgress !== null}
        onClick={() => fileInput.current?.click()}
      >
        <ImagePlus aria-hidden className="size-4" /> {featured ? "Replace image" : "Upload image"}
      </Button>
      <HiddenFileInput
        inputRef={fileInput}
        accept="image/jpeg,image/png,image/gif,image/webp"
        label="Choose a featured image"
        testId="featured-file-input"
        onFiles={([file]) => onFeaturedFile(file)}
      />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          applyUrl();
        }}
        className="flex flex-col gap-1"
      >
        <label htmlFor={urlId} className="text-sm font-semibold">
          Or image URL
        </label>
        <div className="flex gap-2">
          <CheckedInput
            id={urlId}
            type="url"
            inputMode="url"
            placeholder="https://…"
            {...url.input}
            errorId={errorId}
          />
          <Button type="submit" variant="secondary" size="sm">
            Use
          </Button>
        </div>
        <InputError id={errorId} error={url.error} />
      </form>
    </Card>
  );
}

/** The optional pen name the story is signed with (else "Guest Writer"); checked as the writer types. */
function PenNameField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const hintId = useId();
  const tidy = tidyPenName(value);
  const problem = penNameProblem(tidy);
  return (
    <Field
      label={
        <>
          Pen name <span className="font-normal text-muted">(optional)</span>
        </>
      }
    >
      {(id) => (
        <>
          <Input
            id={id}
            value={value}
            autoComplete="nickname"
            enterKeyHint="done"
            placeholder="Guest Writer"
            aria-describedby={hintId}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => onChange(event.target.value)}
            onBlur={() => onChange(tidy)}
          />
          <p
            id={hintId}
            className={cx("flex justify-between gap-2 text-xs", problem ? "text-danger" : "text-muted")}
            aria-live="polite"
          >
            <span>{problem ?? "The name your story is signed with. Leave it empty to sign as Guest Writer."}</span>
            <span className="shrink-0 tabular-nums">
              {penNameLength(tidy)}/{PEN_NAME_MAX_LENGTH}
            </span>
          </p>
        </>
      )}
    </Field>
  );
}

function CategoryField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const options = categoryOptions(EDITOR_CATEGORIES, value);
  return (
    <Field label="Category">
      {(id) => (
        <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

function TagsField({ tags, onChange }: { tags: readonly string[]; onChange: (tags: readonly string[]) => void }) {
  const hintId = useId();
  const [draft, setDraft] = useState("");
  const commit = () => {
    const next = addTags(tags, draft);
    if (next !== tags) onChange(next);
    setDraft("");
  };
  return (
    <Field label="Tags">
      {(id) => (
        <>
          <div className="flex gap-2">
            <Input
              id={id}
              value={draft}
              placeholder="e.g. date night"
              aria-describedby={hintId}
              enterKeyHint="done"
              onChange={(event) => {
                const value = event.target.value;
                if (value.includes(",")) {
                  const next = addTags(tags, value);
                  if (next !== tags) onChange(next);
                  setDraft("");
                } else setDraft(value);
              }}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  commit();
                } else if (event.key === "Backspace" && draft === "" && tags.length > 0) {
                  onChange(tags.slice(0, -1));
                }
              }}
            />
            <Button variant="secondary" size="sm" aria-label="Add tag" onClick={commit}>
              <Plus aria-hidden className="size-4" />
            </Button>
          </div>
          <p id={hintId} className="text-xs text-muted">
            Press Enter to add. Duplicates are ignored.
          </p>
          {tags.length > 0 ? (
            <ul aria-label="Added tags" className="flex flex-wrap gap-1.5">
              {tags.map((tag) => (
                <li
                  key={tag}
                  className="flex items-center gap-0.5 rounded-full border border-border bg-surface-2 py-0.5 pl-3 pr-0.5 text-sm"
                >
                  {tag}
                  <button
                    type="button"
                    aria-label={`Remove tag ${tag}`}
                    onClick={() => onChange(removeTag(tags, tag))}
                    className="grid size-9 place-items-center rounded-full text-muted hover:bg-surface hover:text-rose"
                  >
                    <X aria-hidden className="size-3.5" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </Field>
  );
}

function ExcerptField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const hintId = useId();
  return (
    <Field label="Excerpt">
      {(id) => (
        <>
          <Textarea
            id={id}
            value={value}
            maxLength={EXCERPT_MAX_LENGTH}
            rows={3}
            placeholder="A short teaser shown on the story card"
            aria-describedby={hintId}
            onChange={(event) => onChange(event.target.value)}
          />
          <p id={hintId} className="text-right text-xs text-muted tabular-nums">
            {value.length}/{EXCERPT_MAX_LENGTH}
          </p>
        </>
      )}
    </Field>
  );
}

function SlugField({ value, onChange, title }: { value: string; onChange: (value: string) => void; title: string }) {
  const hintId = useId();
  const effective = slugify(value) || slugify(title);
  return (
    <Field label="URL Slug">
      {(id) => (
        <>
          <Input
            id={id}
            value={value}
            maxLength={SLUG_MAX_LENGTH}
            placeholder={slugify(title) || "built-from-the-title"}
            aria-describedby={hintId}
            autoCapitalize="none"
            spellCheck={false}
            onChange={(event) => onChange(event.target.value)}
          />
          <p id={hintId} className="break-all text-xs text-muted">
            /blog/{effective || "…"}
            {value ? "" : " (from the title)"}
          </p>
        </>
      )}
    </Field>
  );
}

export function ProgressBar({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-xs text-muted">
        <span className="truncate">{label}</span>
        <span className="tabular-nums">{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-1.5 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-rose to-coral transition-[width] motion-reduce:transition-none"
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}
