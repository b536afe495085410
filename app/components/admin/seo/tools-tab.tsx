// The SEO Tools tab: the same quick actions as the Overview tab.
import { Card, CardTitle } from "~/components/ui/card";
import { QuickActions } from "./overview-tab";

export function ToolsTab() {
  return (
    <Card>
      <CardTitle>SEO tools</CardTitle>
      <QuickActions />
    </Card>
  );
}
