import { Send } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";

export type ContactActionData =
  { ok: true; message: string } | { ok: false; error: string; fields?: Record<string, string> };

const field =
  "mt-1 w-full rounded-xl border border-border bg-surface-2 px-3 py-2.5 text-fg focus-visible:outline-2 focus-visible:outline-rose";

/** The contact form: posts to the /contact page itself, so it also works without JavaScript. */
export function ContactForm({ result }: { result?: ContactActionData }) {
  const fetcher = useFetcher<ContactActionData>();
  const outcome = fetcher.data ?? result;
  const busy = fetcher.state !== "idle";
  const fields = outcome && !outcome.ok ? (outcome.fields ?? {}) : {};
  if (outcome?.ok) {
    return (
      <p
        role="status"
        className="rounded-2xl border border-rose/40 bg-rose/10 p-5 text-center font-semibold"
        data-testid="contact-sent"
      >
        {outcome.message}
      </p>
    );
  }
  return (
    <fetcher.Form
      method="post"
      action="/contact"
      className="space-y-4 rounded-[var(--radius-card)] border border-border bg-surface/80 p-5"
      aria-labelledby="contact-form-heading"
    >
      <h2 id="contact-form-heading" className="!mt-0">
        Write to the team
      </h2>
      <label className="block text-sm font-semibold">
        Your name <span className="font-normal text-muted">(optional)</span>
        <input
          name="name"
          maxLength={100}
          autoComplete="off"
          className={field}
          aria-invalid={fields.name ? true : undefined}
        />
        {fields.name ? <span className="mt-1 block text-danger">{fields.name}</span> : null}
      </label>
      <label className="block text-sm font-semibold">
        Message
        <textarea
          name="message"
          required
          minLength={10}
          maxLength={5000}
          rows={6}
          className={field}
          aria-invalid={fields.message ? true : undefined}
        />
        {fields.message ? <span className="mt-1 block text-danger">{fields.message}</span> : null}
      </label>
      <label className="block text-sm font-semibold">
        Email for a reply <span className="font-normal text-muted">(optional)</span>
        <input
          name="replyTo"
          type="email"
          maxLength={200}
          autoComplete="email"
          className={field}
          aria-invalid={fields.replyTo ? true : undefined}
        />
        {fields.replyTo ? <span className="mt-1 block text-danger">{fields.replyTo}</span> : null}
      </label>
      {outcome && !outcome.ok ? (
        <p role="alert" className="rounded-xl border border-danger/50 bg-danger/10 px-3 py-2 text-sm text-danger">
          {outcome.error}
        </p>
      ) : null}
      <Button type="submit" disabled={busy}>
        <Send aria-hidden className="size-4" /> {busy ? "Sending..." : "Send"}
      </Button>
    </fetcher.Form>
  );
}
