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
