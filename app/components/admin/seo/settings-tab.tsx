// The Settings tab: site-wide SEO settings.
import { useState, type InputHTMLAttributes } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { Switch } from "~/components/ui/switch";
import { LabelledInput } from "./labelled-field";
import { useActionToast } from "./shared";
import type { LoaderData } from "./shared";

export function SettingsPanel({ settings }: { settings: LoaderData["settings"] }) {
  const fetcher = useFetcher<{ ok: boolean; message?: string; error?: string }>();
  useActionToast(fetcher);
  const [autoSitemap, setAutoSitemap] = useState(settings.autoSitemap);
  return (
    <Card className="max-w-xl">
      <CardTitle>Settings</CardTitle>
      <fetcher.Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="save-settings" />
        <input type="hidden" name="autoSitemap" value={autoSitemap ? "on" : "off"} />
        <Switch
          label="Auto sitemap updates (list new stories in the sitemap)"
          checked={autoSitemap}
          onCheckedChange={setAutoSitemap}
        />
        <SettingInput
          name="crawlDelay"
          label="Crawl delay (seconds, 0-10, used in robots.txt)"
          type="number"
          min={0}
          max={10}
          defaultValue={settings.crawlDelay}
        />
        <SettingInput
          name="maxDepth"
          label="Max crawl depth (1-20, used by the health check)"
          type="number"
          min={1}
          max={20}
          defaultValue={settings.maxDepth}
        />
        <SettingInput
          name="userAgent"
          label="Health check user agent"
          defaultValue={settings.userAgent}
          minLength={3}
          maxLength={200}
        />
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Saving…" : "Save Settings"}
        </Button>
      </fetcher.Form>
    </Card>
  );
}

/** A required setting: its label above, the input named (and identified) by the setting. */
function SettingInput({
  name,
  label,
  ...input
}: { name: string; label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name">) {
  return <LabelledInput id={name} label={label} name={name} required {...input} />;
}
