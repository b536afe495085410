import { Tabs as TabsPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cx } from "~/lib/class-names";

export const Tabs = TabsPrimitive.Root;

/**
 * The row of tabs wraps onto more lines rather than scrolling sideways: on a phone a scrolled row hides its last
 * tabs behind the edge, and nothing says they are there.
 */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cx("flex flex-wrap gap-1 rounded-3xl border border-border bg-surface p-1", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cx(
        "min-h-11 shrink-0 rounded-full px-4 text-sm font-semibold text-muted transition data-[state=active]:bg-rose data-[state=active]:text-accent-fg",
        className,
      )}
      {...props}
    />
  );
}

export const TabsContent = TabsPrimitive.Content;
