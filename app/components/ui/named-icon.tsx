import { Sparkles, type LucideIcon } from "lucide-react";

/**
 * The icon component of content that names its icons by string, so the content stays plain data. Each caller hands
 * over only the icons its content names, which keeps every other icon out of its pages; a name it does not know
 * draws sparkles rather than nothing.
 */
export function namedIcons<Name extends string>(icons: Record<Name, LucideIcon>, defaultClassName?: string) {
  return function NamedIcon({ name, className = defaultClassName }: { name: Name; className?: string }) {
    const Icon: LucideIcon = icons[name] ?? Sparkles;
    return <Icon aria-hidden className={className} />;
  };
}
