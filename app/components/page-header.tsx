import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export function PageHeader({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <header className="mx-auto max-w-4xl px-4 pb-6 pt-10 text-center sm:px-6 sm:pt-14">
      <h1 className="text-4xl font-semibold sm:text-5xl">{title}</h1>
      {lead ? <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{lead}</p> : null}
      {children}
    </header>
  );
}

/** The heading of a page of what this device keeps (My stories, Saved stories): its icon and title, then what it is. */
export function IconPageHeading({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <>
      <h1 className="flex items-center gap-3 text-4xl font-semibold">
        <Icon aria-hidden className="size-8 text-rose" /> {title}
      </h1>
      <p className="mt-3 text-muted">{children}</p>
    </>
  );
}
