// The SEO Management tab: per-page records, bulk edits, import and export.
import { FileJson, Upload } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { Input, Select } from "~/components/ui/input";
import { useToast } from "~/components/ui/toast";
import { BULK_FIELDS, SEO_CATEGORIES } from "@domain/seo/records";
import { apiRequest } from "~/lib/api-client";
import { RecordForm } from "./record-form";
import { RecordPreview } from "./record-preview";
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
      const result = await apiRequest<{ count: number }>("/api/seo/import", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: await file.text(),
      });
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
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
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
              <Checkbox
                aria-label={`Select ${record.path}`}
                checked={checked.includes(record.id)}
                onCheckedChange={(on) =>
                  setChecked((current) => (on ? [...current, record.id] : current.filter((id) => id !== record.id)))
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
