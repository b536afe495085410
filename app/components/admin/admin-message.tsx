import { useEffect, useRef } from "react";
import { keepInView } from "~/components/games/keep-in-view";
import { cx } from "~/lib/class-names";

/**
 * The message line of an admin form (an error is an alert, a success a status), kept in a polite live region. Each
 * new message is brought between the fixed header and the fold: on a phone the control that caused it may sit far
 * from the line, and a refusal that shows off screen looks like a button that did nothing.
 */
export function AdminMessage({
  message,
  className,
}: {
  message: { text: string; kind: "error" | "success" } | null;
  /** The line's own classes (its margin: the empty region takes no room). */
  className?: string;
}) {
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!message) return;
    // After the paint that shows the line, so its box is where the admin will see it.
    const frame = requestAnimationFrame(() => keepInView(line.current));
    return () => cancelAnimationFrame(frame);
  }, [message]);
  return (
    <div aria-live="polite">
      {message ? (
        <p
          ref={line}
          role={message.kind === "error" ? "alert" : "status"}
          className={cx(
            className,
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
