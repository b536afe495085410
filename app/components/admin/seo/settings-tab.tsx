// The Settings tab: site-wide SEO settings.
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Switch } from "~/components/ui/switch";
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
        <div>
          <label htmlFor="crawlDelay" className="text-sm font-semibold">
            Crawl delay (seconds, 0-10, used in robots.txt)
          </label>
          <Input
            id="crawlDelay"
            name="crawlDelay"
            type="number"
            min={0}
            max={10}
            defaultValue={settings.crawlDelay}
            required
          />
        </div>
        <div>
          <label htmlFor="maxDepth" className="text-sm font-semibold">
            Max crawl depth (1-20, used by the health check)
          </label>
          <Input
            id="maxDepth"
            name="maxDepth"
            type="number"
            min={1}
            max={20}
            defaultValue={settings.maxDepth}
            required
          />
        </div>
        <div>
          <label htmlFor="userAgent" className="text-sm font-semibold">
            Health check user agent
          </label>
          <Input
            id="userAgent"
            name="userAgent"
            defaultValue={settings.userAgent}
            required
            minLength={3}
            maxLength={200}
          />
        </div>
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Saving…" : "Save Settings"}
        </Button>
      </fetcher.Form>
    </Card>
  );
}
