// The SEO Management tab: per-page records, bulk edits, import and export.
import { AdminTime } from "~/components/ui/local-time";
import { FileJson, Upload } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { Input, Select, Textarea } from "~/components/ui/input";
import { useToast } from "~/components/ui/toast";
import { BULK_FIELDS, OG_TYPES, SCHEMA_TYPES, SEO_CATEGORIES, SEO_REQUIRED_MESSAGE } from "@domain/seo/records";
import { useActionToast } from "./shared";
import type { SeoRecord } from "./shared";

export function ManagementPanel({ records, origin }: { records: SeoRecord[]; origin: string }) {
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState("all");
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [editing, setEditing] = useState(false);
  const [checked, setChecked] = useState<number[]>([]);
  const saveFetcher = useFetcher<{ ok: boolean; message?: string; error?: string }>();
  const bulkFetcher = useFetcher<{ ok: boolean; message?: string; error?: string }>();
  const resetFetcher = useFetcher<{ ok: boolean; message?: string; error?: string }>();
  useActionToast(saveFetcher);
  useActionToast(bulkFetcher);
  useActionToast(resetFetcher);
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const importRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (saveFetcher.state === "idle" && saveFetcher.data?.ok) {
      setEditing(false);
      setSelectedId(null);
    }
  }, [saveFetcher.state, saveFetcher.data]);

  const q = query.trim().toLowerCase();
  const visible = records.filter(
    (record) =>
      (category === "all" || record.category === category) &&
      (!q ||
        [record.path, record.title, record.description, record.keywords].some((value) =>
          value.toLowerCase().includes(q),
        )),
  );
  const selected = records.find((record) => record.id === selectedId) ?? null;

  const importFile = async (file: File) => {
    try {
      const body = await file.text();
      const response = await fetch("/api/seo/import", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
      });
      if (!response.ok) throw new Error(String(response.status));
      const result = (await response.json()) as { count: number };
      toast({ title: `Imported ${result.count} pages`, duration: 2000 });
      revalidator.revalidate();
    } catch {
      toast({
        title: "Failed to update SEO data",
        description: "That file is not an Entwine SEO export.",
        variant: "destructive",
      });
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>Pages</CardTitle>
          <div className="flex flex-wrap gap-2">
            <a href="/api/seo/export" download="entwine-seo.json" className={buttonClasses("secondary", "sm")}>
              <FileJson aria-hidden className="size-4" /> Export
            </a>
            <Button variant="secondary" size="sm" onClick={() => importRef.current?.click()}>
              <Upload aria-hidden className="size-4" /> Import
            </Button>
            <input
              ref={importRef}
              type="file"
              accept="application/json,.json"
              className="hidden"
              aria-label="Import SEO data"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void importFile(file);
                event.target.value = "";
              }}
            />
            <Button
              variant="danger"
              size="sm"
              onClick={() => {
                if (
                  window.confirm(
                    "Are you sure you want to reset all SEO data to default? This action cannot be undone.",
                  )
                ) {
                  resetFetcher.submit({ intent: "reset" }, { method: "post" });
                }
              }}
            >
              Reset Default
            </Button>
          </div>
        </div>
        <div className="mt-4 grid gap-2 sm:grid-cols-[1fr_auto]">
          <Input
            type="search"
            placeholder="Search pages"
            aria-label="Search pages"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <Select aria-label="Category" value={category} onChange={(event) => setCategory(event.target.value)}>
            <option value="all">All categories</option>
            {SEO_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </Select>
        </div>
        <ul className="mt-3 max-h-96 space-y-1 overflow-y-auto pr-1" aria-label="Pages">
          {visible.map((record) => (
            <li key={record.id} className="flex items-center gap-2">
              <input
                type="checkbox"
                aria-label={`Select ${record.path}`}
                className="size-5 accent-[var(--rose)]"
                checked={checked.includes(record.id)}
                onChange={(event) =>
                  setChecked((current) =>
                    event.target.checked ? [...current, record.id] : current.filter((id) => id !== record.id),
                  )
                }
              />
              <button
                type="button"
                onClick={() => {
                  setSelectedId(record.id);
                  setEditing(false);
                }}
                className={`min-h-11 flex-1 rounded-xl px-3 text-left text-sm ${selectedId === record.id ? "bg-surface-2 text-rose" : "hover:bg-surface-2"}`}
              >
                <span className="block font-mono text-xs text-muted">{record.path}</span>
                <span className="block truncate">{record.title}</span>
              </button>
            </li>
          ))}
        </ul>
        <bulkFetcher.Form
          method="post"
          className="mt-4 grid gap-2 rounded-2xl border border-border p-3 sm:grid-cols-[auto_1fr_auto]"
        >
          <input type="hidden" name="intent" value="bulk-update" />
          {checked.map((id) => (
            <input key={id} type="hidden" name="ids" value={id} />
          ))}
          <Select name="field" aria-label="Field to update" defaultValue="keywords">
            {BULK_FIELDS.map((field) => (
              <option key={field} value={field}>
                {field}
              </option>
            ))}
          </Select>
          <Input name="value" aria-label="New value" placeholder="New value" />
          <Button type="submit" size="sm" disabled={checked.length === 0 || bulkFetcher.state !== "idle"}>
            Bulk Update ({checked.length})
          </Button>
        </bulkFetcher.Form>
      </Card>
      <Card>
        {selected ? (
          editing ? (
            <RecordForm
              record={selected}
              fetcher={saveFetcher}
              onCancel={() => {
                setEditing(false);
                setSelectedId(null);
              }}
            />
          ) : (
            <RecordPreview record={selected} origin={origin} onEdit={() => setEditing(true)} />
          )
        ) : (
          <p className="text-muted">
            Select a page to preview how it appears in search results and when shared, then edit it.
          </p>
        )}
      </Card>
    </div>
  );
}

function RecordPreview({ record, origin, onEdit }: { record: SeoRecord; origin: string; onEdit: () => void }) {
  const url = new URL(record.canonical || record.path, origin).toString();
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <CardTitle>Preview Meta Tags</CardTitle>
        <Button size="sm" onClick={onEdit}>
          Edit
        </Button>
      </div>
      <p className="mt-1 text-xs text-muted">
        <AdminTime value={record.lastUpdated} style="date" prefix="Last updated " />
      </p>
      <section aria-label="Search result preview" className="mt-4 rounded-2xl bg-white p-4 text-left text-[#202124]">
        <p className="truncate text-xs text-[#4d5156]">{url}</p>
        <p className="mt-1 truncate text-lg text-[#1a0dab]">{record.title}</p>
        <p className="line-clamp-2 text-sm text-[#4d5156]">{record.description}</p>
      </section>
      <section aria-label="Social card preview" className="mt-4 overflow-hidden rounded-2xl border border-border">
        <img
          src={record.ogImage || "/og-image.png"}
          alt=""
          width={1200}
          height={630}
          className="aspect-[1200/630] w-full object-cover"
          loading="lazy"
        />
        <div className="bg-surface-2 p-3">
          <p className="text-xs uppercase text-muted">{new URL(origin).host}</p>
          <p className="font-semibold">{record.ogTitle || record.title}</p>
          <p className="line-clamp-2 text-sm text-muted">{record.ogDescription || record.description}</p>
        </div>
      </section>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">Keywords</dt>
        <dd>{record.keywords || "—"}</dd>
        <dt className="text-muted">Open Graph type</dt>
        <dd>{record.ogType}</dd>
        <dt className="text-muted">Schema type</dt>
        <dd>{record.schemaType}</dd>
        <dt className="text-muted">Category</dt>
        <dd>{record.category}</dd>
      </dl>
    </div>
  );
}

function RecordForm({
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
