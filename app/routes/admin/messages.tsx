import { Mail, MailOpen, Trash2 } from "lucide-react";
import { AdminTime } from "~/components/ui/local-time";
import { data, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { requireAdminSession } from "~/lib/admin-session";
import { noIndexHead } from "~/lib/head";
import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = ({ matches, location }) => noIndexHead("Messages", matches, location.pathname);

export async function loader({ context }: Route.LoaderArgs) {
  requireAdminSession(context);
  return { messages: await context.services.contact.list() };
}

/** Mark read or unread, or delete, one message; the form says which (intent) and whose (id). */
export async function action({ request, context }: Route.ActionArgs) {
  requireAdminSession(context);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const intent = String(form.get("intent") ?? "");
  if (!/^[0-9a-f-]{36}$/i.test(id) || !["read", "unread", "delete"].includes(intent)) {
    return data({ error: "Unknown message or action" }, { status: 400 });
  }
  const done =
    intent === "delete"
      ? await context.services.contact.remove(id)
      : await context.services.contact.setRead(id, intent === "read");
  if (!done) return data({ error: "This message no longer exists" }, { status: 404 });
  return { ok: true };
}

function MessageCard({ message }: { message: Route.ComponentProps["loaderData"]["messages"][number] }) {
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get("intent");
  if (pending === "delete") return null;
  const read = pending === "read" ? true : pending === "unread" ? false : message.read;
  return (
    <li
      className={`rounded-[var(--radius-card)] border p-5 ${read ? "border-border bg-surface/70" : "border-rose/50 bg-rose/5"}`}
      data-testid="contact-message"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          {message.name ?? "Someone"}
          {read ? null : <span className="ml-2 rounded-full bg-rose px-2 py-0.5 text-xs text-accent-fg">New</span>}
        </p>
        <p className="text-sm text-muted">
          <AdminTime value={message.createdAt} />
        </p>
      </div>
      <p className="mt-3 whitespace-pre-wrap">{message.message}</p>
      {message.replyTo ? (
        <p className="mt-3 text-sm">
          Reply to <a href={`mailto:${encodeURIComponent(message.replyTo)}`}>{message.replyTo}</a>
        </p>
      ) : (
        <p className="mt-3 text-sm text-muted">No reply address given.</p>
      )}
      <fetcher.Form method="post" className="mt-4 flex flex-wrap gap-2">
        <input type="hidden" name="id" value={message.id} />
        <Button type="submit" name="intent" value={read ? "unread" : "read"} variant="secondary" size="sm">
          {read ? <Mail aria-hidden className="size-4" /> : <MailOpen aria-hidden className="size-4" />}{" "}
          {read ? "Mark unread" : "Mark read"}
        </Button>
        <Button
          type="submit"
          name="intent"
          value="delete"
          variant="secondary"
          size="sm"
          aria-label={`Delete the message from ${message.name ?? "someone"}`}
        >
          <Trash2 aria-hidden className="size-4" /> Delete
        </Button>
      </fetcher.Form>
    </li>
  );
}

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const unread = loaderData.messages.filter((message) => !message.read).length;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-semibold">Messages</h1>
      <p className="mt-1 text-muted">
        Sent with the contact form. {unread} unread of {loaderData.messages.length}. Delete a message once it has been
        dealt with.
      </p>
      {loaderData.messages.length === 0 ? (
        <p className="mt-8 rounded-[var(--radius-card)] border border-border bg-surface/70 p-8 text-center text-muted">
          No messages yet.
        </p>
      ) : (
        <ul className="mt-6 space-y-4">
          {loaderData.messages.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </ul>
      )}
    </div>
  );
}
