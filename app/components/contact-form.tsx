import { Send } from "lucide-react";
import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";

export type ContactActionData =
  { ok: true; message: string } | { ok: false; error: string; fields?: Record<string, string> };

const field =
  "mt-1 w-full rounded-xl border border-border bg-surface-2 px-3 py-2.5 text-fg focus-visible:outline-2 focus-visible:outline-rose";

/** One labelled field of the form, with the server's word on it under the box. */
function ContactField({
  label,
  optional = false,
  error,
  control,
}: {
  label: string;
  optional?: boolean;
  error?: string;
  /** The box itself, given its look and whether it was refused. */
  control: (look: { className: string; "aria-invalid": true | undefined }) => ReactNode;
}) {
  return (
    <label className="block text-sm font-semibold">
      {label}
      {optional ? (
        <>
          {" "}
          <span className="font-normal text-muted">(optional)</span>
        </>
      ) : null}
      {control({ className: field, "aria-invalid": error ? true : undefined })}
      {error ? <span className="mt-1 block text-danger">{error}</span> : null}
    </label>
  );
}

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
      <ContactField
        label="Your name"
        optional
        error={fields.name}
        control={(look) => <input name="name" maxLength={100} autoComplete="off" {...look} />}
      />
      <ContactField
        label="Message"
        error={fields.message}
        control={(look) => <textarea name="message" required minLength={10} maxLength={5000} rows={6} {...look} />}
      />
      <ContactField
        label="Email for a reply"
        optional
        error={fields.replyTo}
        control={(look) => <input name="replyTo" type="email" maxLength={200} autoComplete="email" {...look} />}
      />
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
