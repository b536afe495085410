import { useState } from "react";
import type { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { CardTitle } from "~/components/ui/card";
import { Input, Select, Textarea } from "~/components/ui/input";
import { LabelledField, LabelledInput } from "./labelled-field";
import { OG_TYPES, SCHEMA_TYPES, SEO_CATEGORIES, SEO_REQUIRED_MESSAGE } from "@domain/seo/records";
import type { SeoRecord } from "./shared";

/** The edit form of a page's SEO record, posted to the SEO page's action ("update-record"). */
export function RecordForm({
  record,
  fetcher,
  onCancel,
}: {
  record: SeoRecord;
  fetcher: ReturnType<typeof useFetcher<{ ok: boolean; message?: string; error?: string }>>;
  onCancel: () => void;
}) {
  const [title, setTitle] = useState(record.title);
  const [description, setDescription] = useState(record.description);
  const [error, setError] = useState<string | null>(null);
  return (
    <fetcher.Form
      method="post"
      className="space-y-3"
      onSubmit={(event) => {
        if (!title.trim() || !description.trim()) {
          event.preventDefault();
          setError(SEO_REQUIRED_MESSAGE);
        }
      }}
    >
      <CardTitle>Edit {record.path}</CardTitle>
      <input type="hidden" name="intent" value="update-record" />
      <input type="hidden" name="id" value={record.id} />
      <LabelledField id="seo-title" label="Title">
        <Input id="seo-title" name="title" value={title} onChange={(event) => setTitle(event.target.value)} />
        <LengthCount length={title.length} max={60} />
      </LabelledField>
      <LabelledField id="seo-description" label="Description">
        <Textarea
          id="seo-description"
          name="description"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <LengthCount length={description.length} max={160} />
      </LabelledField>
      <LabelledInput
        id="seo-keywords"
        label="Keywords (comma separated)"
        name="keywords"
        defaultValue={record.keywords}
      />
      <LabelledInput id="seo-canonical" label="Canonical" name="canonical" defaultValue={record.canonical} />
      <div className="grid gap-3 sm:grid-cols-3">
        <RecordSelect
          id="seo-og-type"
          label="Open Graph type"
          name="ogType"
          defaultValue={record.ogType}
          options={OG_TYPES}
        />
        <RecordSelect
          id="seo-schema"
          label="Schema type"
          name="schemaType"
          defaultValue={record.schemaType}
          options={SCHEMA_TYPES}
        />
        <RecordSelect
          id="seo-category"
          label="Category"
          name="category"
          defaultValue={record.category}
          options={SEO_CATEGORIES}
        />
      </div>
      <LabelledInput
        id="seo-og-title"
        label="Social title (optional)"
        name="ogTitle"
        defaultValue={record.ogTitle ?? ""}
      />
      <LabelledInput
        id="seo-og-description"
        label="Social description (optional)"
        name="ogDescription"
        defaultValue={record.ogDescription ?? ""}
      />
      <LabelledInput
        id="seo-og-image"
        label="Social image URL (optional)"
        name="ogImage"
        defaultValue={record.ogImage ?? ""}
      />
      {error || (fetcher.data && !fetcher.data.ok) ? (
        <p role="alert" className="text-sm text-danger">
          {error ?? fetcher.data?.error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Saving…" : "Save"}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** How long a text is against its recommended most (past it, in the warning colour). */
function LengthCount({ length, max }: { length: number; max: number }) {
  return <p className={`text-xs ${length > max ? "text-warning" : "text-muted"}`}>{`${length}/${max}`}</p>;
}

/** One of the record's choices, each option its own value. */
function RecordSelect({
  id,
  label,
  name,
  defaultValue,
  options,
}: {
  id: string;
  label: string;
  name: string;
  defaultValue: string;
  options: readonly string[];
}) {
  return (
    <LabelledField id={id} label={label}>
      <Select id={id} name={name} defaultValue={defaultValue}>
        {options.map((value) => (
          <option key={value}>{value}</option>
        ))}
      </Select>
    </LabelledField>
  );
}
