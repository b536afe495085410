// The Health Check tab, and the checklist the Overview tab shows.
import { CheckCircle2, XCircle } from "lucide-react";
import { AdminTime } from "~/components/ui/local-time";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { useToast } from "~/components/ui/toast";
import type { Health } from "./shared";
import { apiRequest } from "~/lib/api-client";

export function HealthChecklist({ health }: { health: Health }) {
  if (!health) return <p className="mt-3 text-muted">No health check has run yet. Open Health Check and run one.</p>;
  const t = health.totals;
  const rows: Array<[string, number, number]> = [
    ["Meta titles", t.withTitle, t.pages],
    ["Meta descriptions", t.withDescription, t.pages],
    ["Images with alt text", t.imagesWithAlt, t.images],
    ["Single H1 heading", t.withH1, t.pages],
    ["Canonical URLs", t.withCanonical, t.pages],
    ["Schema markup", t.withStructuredData, t.pages],
  ];
  return (
    <ul className="mt-3 space-y-2" aria-label="Health check summary">
      {rows.map(([label, good, total]) => (
        <li key={label} className="flex items-center justify-between gap-2">
          <span className="flex items-center gap-2">
            {good === total ? (
              <CheckCircle2 aria-hidden className="size-4 text-success" />
            ) : (
              <XCircle aria-hidden className="size-4 text-warning" />
            )}
            {label}
          </span>
          <span className="text-muted">
            {good}/{total}
          </span>
        </li>
      ))}
      <li className="flex justify-between text-muted">
        <span>Internal / external links</span>
        <span>
          {t.internalLinks} / {t.externalLinks}
        </span>
      </li>
      <li className="text-xs text-muted">
        <AdminTime value={health.checkedAt} prefix="Checked " />
      </li>
    </ul>
  );
}

export function HealthPanel({ health }: { health: Health }) {
  const revalidator = useRevalidator();
  const { toast } = useToast();
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      await apiRequest("/api/seo/health-check", { method: "POST" });
      toast({ title: "Health check complete", duration: 2000 });
      revalidator.revalidate();
    } catch {
      toast({ title: "Health check failed", variant: "destructive" });
    } finally {
      setRunning(false);
    }
  };
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <CardTitle>Health check</CardTitle>
          <p className="mt-1 text-sm text-muted">
            The server fetches every public page and published story from itself.
          </p>
        </div>
        <Button onClick={run} disabled={running}>
          {running ? "Checking…" : "Run Health Check"}
        </Button>
      </div>
      {health ? (
        <div className="mt-5 overflow-x-auto">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">Pages checked</caption>
            <thead className="text-muted">
              <tr>
                <th className="py-2 pr-3">Page</th>
                <th className="pr-3">Status</th>
                <th className="pr-3">Time</th>
                <th className="pr-3">Title</th>
                <th className="pr-3">Description</th>
                <th className="pr-3">H1</th>
                <th className="pr-3">Alt</th>
                <th className="pr-3">Schema</th>
                <th>Issues</th>
              </tr>
            </thead>
            <tbody>
              {health.pages.map((page) => (
                <tr key={page.path} className="border-t border-border align-top">
                  <td className="py-2 pr-3 font-mono text-xs">{page.path}</td>
                  <td className="pr-3">{page.status}</td>
                  <td className="pr-3">{Math.round(page.responseMs)} ms</td>
                  <td className="pr-3">{page.title ? "✓" : "✗"}</td>
                  <td className="pr-3">{page.description ? "✓" : "✗"}</td>
                  <td className="pr-3">{page.h1Count}</td>
                  <td className="pr-3">
                    {page.imagesWithAlt}/{page.images}
                  </td>
                  <td className="pr-3">{page.structuredData.join(", ") || "—"}</td>
                  <td className="text-muted">{page.issues.join("; ") || "None"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-4 text-muted">No health check has run yet.</p>
      )}
    </Card>
  );
}
