import { Button } from "~/components/ui/button";
import { CardTitle } from "~/components/ui/card";
import { AdminTime } from "~/components/ui/local-time";
import type { SeoRecord } from "./shared";

/** A page's SEO record as a search result and a social card would show it, with Edit. */
export function RecordPreview({ record, origin, onEdit }: { record: SeoRecord; origin: string; onEdit: () => void }) {
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
