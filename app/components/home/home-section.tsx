import type { ReactNode } from "react";

/** A section of the home page: its centred title and one-line lead, then what it shows. */
export function HomeSection({
  id,
  title,
  lead,
  className,
  children,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  lead: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-center text-3xl font-semibold sm:text-4xl">
        {title}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-center text-muted">{lead}</p>
      {children}
    </section>
  );
}
