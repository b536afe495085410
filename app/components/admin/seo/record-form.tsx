import { useState } from "react";
import type { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { CardTitle } from "~/components/ui/card";
import { Input, Select, Textarea } from "~/components/ui/input";
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
      <div>
        <label htmlFor="seo-title" className="text-sm font-semibold">
          Title
        </label>
        <Input id="seo-title" name="title" value={title} onChange={(event) => setTitle(event.target.value)} />
        <p className={`text-xs ${title.length > 60 ? "text-warning" : "text-muted"}`}>{title.length}/60</p>
      </div>
      <div>
        <label htmlFor="seo-description" className="text-sm font-semibold">
          Description
        </label>
        <Textarea
          id="seo-description"
          name="description"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <p className={`text-xs ${description.length > 160 ? "text-warning" : "text-muted"}`}>
          {description.length}/160
        </p>
      </div>
      <div>
        <label htmlFor="seo-keywords" className="text-sm font-semibold">
          Keywords (comma separated)
        </label>
        <Input id="seo-keywords" name="keywords" defaultValue={record.keywords} />
      </div>
      <div>
        <label htmlFor="seo-canonical" className="text-sm font-semibold">
          Canonical
        </label>
        <Input id="seo-canonical" name="canonical" defaultValue={record.canonical} />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor="seo-og-type" className="text-sm font-semibold">
            Open Graph type
          </label>
          <Select id="seo-og-type" name="ogType" defaultValue={record.ogType}>
            {OG_TYPES.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor="seo-schema" className="text-sm font-semibold">
            Schema type
          </label>
          <Select id="seo-schema" name="schemaType" defaultValue={record.schemaType}>
            {SCHEMA_TYPES.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor="seo-category" className="text-sm font-semibold">
            Category
          </label>
          <Select id="seo-category" name="category" defaultValue={record.category}>
            {SEO_CATEGORIES.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </Select>
        </div>
      </div>
      <div>
        <label htmlFor="seo-og-title" className="text-sm font-semibold">
          Social title (optional)
        </label>
        <Input id="seo-og-title" name="ogTitle" defaultValue={record.ogTitle ?? ""} />
      </div>
      <div>
        <label htmlFor="seo-og-description" className="text-sm font-semibold">
          Social description (optional)
        </label>
        <Input id="seo-og-description" name="ogDescription" defaultValue={record.ogDescription ?? ""} />
      </div>
      <div>
        <label htmlFor="seo-og-image" className="text-sm font-semibold">
          Social image URL (optional)
        </label>
        <Input id="seo-og-image" name="ogImage" defaultValue={record.ogImage ?? ""} />
      </div>
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
