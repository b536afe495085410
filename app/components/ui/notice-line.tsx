import { cx } from "~/lib/class-names";

export type Notice = { tone: "ok" | "error"; text: string } | null;

/**
 * The line under a form that tells how the last action went. Its live region stays in the page while empty, so a
 * screen reader hears the notice that arrives later; an error is an alert, anything else a status.
 */
export function NoticeLine({ notice, className }: { notice: Notice; className?: string }) {
  return (
    <div aria-live="polite" className={cx(className, "min-h-6")}>
      {notice ? (
        <p
          role={notice.tone === "error" ? "alert" : "status"}
          className={notice.tone === "error" ? "font-semibold text-danger" : "text-success"}
        >
          {notice.text}
        </p>
      ) : null}
    </div>
  );
}
