// The Structured Data tab: the JSON-LD each page serves.
import { useState } from "react";

import { Badge } from "~/components/ui/badge";
import { Card, CardTitle } from "~/components/ui/card";
import { Select, Textarea } from "~/components/ui/input";
import { buildStructuredData } from "~/lib/head";
import type { SeoRecord } from "./shared";

function structuredDataFor(record: SeoRecord, origin: string) {
  return buildStructuredData({
    title: record.title,
    description: record.description,
    path: record.canonical || record.path,
    origin,
    schemaType: record.schemaType as never,
  });
}

export function StructuredDataPanel({ records, origin }: { records: SeoRecord[]; origin: string }) {
  const [path, setPath] = useState(records[0]?.path ?? "/");
  const record = records.find((candidate) => candidate.path === path);
  return (
    <Card>
      <CardTitle>Structured data</CardTitle>
      <label className="mt-4 block text-sm font-semibold" htmlFor="structured-page">
        Page
      </label>
      <Select
        id="structured-page"
        value={path}
        onChange={(event) => setPath(event.target.value)}
        className="mt-1 max-w-md"
      >
        {records.map((candidate) => (
          <option key={candidate.id} value={candidate.path}>
            {candidate.path}
          </option>
        ))}
      </Select>
      {record ? (
        <>
          <p className="mt-4 text-sm">
            Schema type: <Badge tone="rose">{record.schemaType}</Badge>
          </p>
          <label className="mt-4 block text-sm font-semibold" htmlFor="structured-json">
            Generated JSON-LD (read-only, as the page serves it)
          </label>
          <Textarea
            id="structured-json"
            readOnly
            className="mt-1 min-h-64 font-mono text-xs"
            value={JSON.stringify(structuredDataFor(record, origin), null, 2)}
          />
        </>
      ) : null}
    </Card>
  );
}
