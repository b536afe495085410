import { infoPages } from "@content/pages";
import type { InfoPageContent } from "@content/pages/types";
import { data } from "react-router";
import { CONTACT_MESSAGES, contactMessageSchema } from "@domain/contact/message";
import { ContactForm, type ContactActionData } from "~/components/contact-form";
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
export function loader({ request }: Route.LoaderArgs) {
  const page = contentFor(new URL(request.url).pathname);
  return { path: page.path, page };
}

/** Only the contact page takes a form: a message for the admin's inbox, validated and rate-limited here. */
export async function action({ request, context }: Route.ActionArgs) {
  if (new URL(request.url).pathname !== "/contact") throw new Response("Method Not Allowed", { status: 405 });
  const { rateLimits, contact } = context.services;
  const limit = await rateLimits.hit(contact.rateLimit, rateLimits.clientKey(context.clientAddress));
  if (!limit.allowed) {
    return data<ContactActionData>(
      { ok: false, error: CONTACT_MESSAGES.tooMany },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const form = await request.formData();
  const text = (name: string) => (typeof form.get(name) === "string" ? String(form.get(name)) : undefined);
  const parsed = contactMessageSchema.safeParse({
    name: text("name"),
    message: text("message") ?? "",
    replyTo: text("replyTo"),
  });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "message")] ??= issue.message;
    return data<ContactActionData>({ ok: false, error: "Please check the form.", fields }, { status: 400 });
  }
  const sent = await contact.send(parsed.data).then(
    () => true,
    (error: unknown) => {
      // The inbox's store is full of unread messages: said in a sentence, with the status that means it.
      if ((error as { kind?: unknown } | null)?.kind === "insufficient-storage") return false;
      throw error;
    },
  );
  if (!sent) return data<ContactActionData>({ ok: false, error: CONTACT_MESSAGES.inboxFull }, { status: 507 });
  return data<ContactActionData>({ ok: true, message: CONTACT_MESSAGES.sent });
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export const meta: Route.MetaFunction = ({ data, matches }) => (data ? sitePageHead(data.path, matches) : []);

export default function InfoPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article className="pb-10">
      <PageHeader title={page.heading} lead={page.intro}>
        {page.lastUpdated ? (
          <p className="mt-4 text-sm text-muted">{`Last updated: ${formatLongDate(`${page.lastUpdated}T12:00:00Z`)}`}</p>
        ) : null}
      </PageHeader>
      <div className="prose-entwine mx-auto max-w-3xl px-4 sm:px-6">
        {page.slug === "contact" ? (
          <div className="mb-10">
            <ContactForm result={actionData} />
          </div>
        ) : null}
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
