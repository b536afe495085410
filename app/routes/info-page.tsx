import { infoPages } from "@content/pages";
import type { InfoPageContent } from "@content/pages/types";
import { PageHeader } from "~/components/page-header";
import { formatLongDate } from "~/lib/dates";
import { sitePageHead } from "~/lib/head";
import type { Route } from "./+types/info-page";

function contentFor(pathname: string): InfoPageContent {
  const page = Object.values(infoPages).find((candidate) => candidate.path === pathname);
  if (!page) throw new Response("Not Found", { status: 404 });
  return page;
}

// The text travels in the loader data, not in the page's JavaScript.
export function loader({ request, context }: Route.LoaderArgs) {
  const page = contentFor(new URL(request.url).pathname);
  return { path: page.path, page, today: context.services.clock.now().toISOString() };
}

export const meta: Route.MetaFunction = ({ data, matches }) => (data ? sitePageHead(data.path, matches) : []);

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article className="pb-10">
      <PageHeader title={page.heading} lead={page.intro}>
        {page.showLastUpdated ? (
          <p className="mt-4 text-sm text-muted">{`Last updated: ${formatLongDate(loaderData.today)}`}</p>
        ) : null}
      </PageHeader>
      <div className="prose-entwine mx-auto max-w-3xl px-4 sm:px-6">
        {page.sections.length > 1 ? (
          <nav aria-label="On this page" className="mb-8 rounded-2xl border border-border bg-surface/70 p-5">
            <h2 className="!mt-0 font-sans !text-sm font-bold uppercase tracking-wider text-muted">On this page</h2>
            <ul className="!mb-0">
              {page.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {page.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`}>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.bullets?.length ? (
              <ul>
                {section.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        {page.faq?.length ? (
          <section aria-label="Questions and answers" className="space-y-3">
            {page.faq.map((item) => (
              <details key={item.question} className="rounded-2xl border border-border bg-surface/70 p-4">
                <summary className="min-h-11 cursor-pointer font-semibold">{item.question}</summary>
                <p className="mt-2 !mb-0 text-muted">{item.answer}</p>
              </details>
            ))}
          </section>
        ) : null}
      </div>
    </article>
  );
}
