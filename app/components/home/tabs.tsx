import {
  createContext,
  useContext,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { cx } from "~/lib/class-names";

/**
 * A small accessible tablist (WAI-ARIA tabs pattern, automatic activation) with the same markup, data attributes
 * and classes as the Radix-based `~/components/ui/tabs`, without its runtime cost on public pages.
 * Roving tabindex: only the selected tab is in the tab order; Arrow keys, Home and End move and select.
 * Inactive panels are not rendered (as with Radix).
 */
interface TabsState {
  value: string;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error("Tabs parts must be used inside <Tabs>");
  return state;
}

const idPart = (value: string) => value.replace(/[^\w-]/g, "_");
const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${idPart(value)}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${idPart(value)}`;

export function Tabs({
  value: controlled,
  defaultValue,
  onValueChange,
  className,
  children,
}: {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? "");
  const value = controlled ?? uncontrolled;
  const baseId = useId();
  const select = (next: string) => {
    if (next === value) return;
    if (controlled === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ value, select, baseId }}>
      <div dir="ltr" data-orientation="horizontal" className={className}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<"div">) {
  const list = useRef<HTMLDivElement>(null);
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const tabs = Array.from(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)') ?? []);
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0 || tabs.length === 0) return;
    let next: number;
    switch (event.key) {
      case "ArrowRight":
        next = (current + 1) % tabs.length;
        break;
      case "ArrowLeft":
        next = (current - 1 + tabs.length) % tabs.length;
        break;
      case "Home":
        next = 0;
        break;
      case "End":
        next = tabs.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    const tab = tabs[next]!;
    tab.focus();
    tab.click();
  }
  return (
    <div
      ref={list}
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      onKeyDown={handleKeyDown}
      className={cx("flex gap-1 overflow-x-auto rounded-full border border-border bg-surface p-1", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ value, className, onClick, ...props }: ComponentProps<"button"> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={contentId(tabs.baseId, value)}
      data-state={selected ? "active" : "inactive"}
      data-orientation="horizontal"
      tabIndex={selected ? 0 : -1}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      className={cx(
        "min-h-11 shrink-0 rounded-full px-4 text-sm font-semibold text-muted transition data-[state=active]:bg-rose data-[state=active]:text-accent-fg",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ value, className, children, ...props }: ComponentProps<"div"> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={contentId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      data-state={selected ? "active" : "inactive"}
      data-orientation="horizontal"
      hidden={!selected}
      tabIndex={0}
      className={className}
      {...props}
    >
      {selected ? children : null}
    </div>
  );
}
