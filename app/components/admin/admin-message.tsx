import { cx } from "~/lib/class-names";

/** The message line of an admin form (an error is an alert, a success a status), kept in a polite live region. */
export function AdminMessage({ message }: { message: { text: string; kind: "error" | "success" } | null }) {
  return (
    <div aria-live="polite" className="min-h-12">
      {message ? (
        <p
          role={message.kind === "error" ? "alert" : "status"}
          className={cx(
            "rounded-xl border px-4 py-3 text-sm font-semibold",
            message.kind === "error"
              ? "border-danger/50 bg-danger/10 text-danger"
              : "border-success/50 bg-success/10 text-success",
          )}
        >
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
