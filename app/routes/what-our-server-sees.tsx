/**
 * What our server sees: feature by feature, what travels, what is kept, for how long and what it cannot learn
 * (content/pages/what-our-server-sees.ts, held against the database schema by its integration test).
 */
import { whatOurServerSees } from "@content/pages/what-our-server-sees";
import { PageHeader } from "~/components/page-header";
import { sitePageHead } from "~/lib/head";
import type { Route } from "./+types/what-our-server-sees";

// The text travels in the loader data, not in the page's JavaScript.
export function loader() {
  return { page: whatOurServerSees };
}

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead(whatOurServerSees.path, matches);

function Part({ title, lines }: { title: string; lines: readonly string[] }) {
  return (
    <>
      <h3>{title}</h3>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}

export default function WhatOurServerSeesPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article className="pb-10">
      <PageHeader title={page.heading} lead={page.intro} />
      <div className="prose-entwine mx-auto max-w-3xl px-4 sm:px-6">
        <p>{page.principle}</p>
        <nav aria-label="On this page" className="mb-8 rounded-2xl border border-border bg-surface/70 p-5">
          <h2 className="!mt-0 font-sans !text-sm font-bold uppercase tracking-wider text-muted">On this page</h2>
          <ul className="!mb-0">
            {page.features.map((feature) => (
              <li key={feature.id}>
                <a href={`#${feature.id}`}>{feature.name}</a>
              </li>
            ))}
          </ul>
        </nav>
        {page.features.map((feature) => {
          const tables = Object.entries(feature.tables);
          return (
            <section key={feature.id} id={feature.id} aria-labelledby={`${feature.id}-heading`}>
              <h2 id={`${feature.id}-heading`}>{feature.name}</h2>
              <Part title="What travels to our server" lines={feature.travels} />
              <Part title="What it keeps" lines={feature.kept} />
              <h3>For how long</h3>
              <p>{feature.howLong}</p>
              <Part title="What it cannot learn" lines={feature.cannotLearn} />
              {tables.length ? (
                <details className="mb-6 rounded-2xl border border-border bg-surface/70 p-4 text-sm">
                  <summary className="min-h-11 cursor-pointer font-semibold">In our database</summary>
                  <ul className="!mb-0 mt-2">
                    {tables.map(([table, columns]) => (
                      <li key={table} className="break-words">
                        <code>{table}</code>: {columns.join(", ")}
                      </li>
                    ))}
                  </ul>
                </details>
              ) : (
                <p className="text-sm text-muted">Nothing of this is written to our database.</p>
              )}
            </section>
          );
        })}
      </div>
    </article>
  );
}
