import { useEffect, useRef, type ReactNode } from "react";
import { X } from "lucide-react";
import { Button } from "~/components/ui/button";
import { cx } from "~/lib/class-names";

/** A native <dialog> shown as a modal while `open` holds and closed when it no longer does: give the ref to it. */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}

/**
 * A modal built on the native <dialog>: showModal() makes the rest of the page inert, traps focus
 * and closes on Escape, with no library code on the page.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  className,
  dismissible = true,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  dismissible?: boolean;
}) {
  const ref = useModalDialog(open);
  return (
    <dialog
      ref={ref}
      aria-labelledby="dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClick={(event) => {
        if (dismissible && event.target === ref.current) onClose();
      }}
      className={cx(
        "m-auto w-[min(92vw,32rem)] rounded-[var(--radius-card)] border border-border bg-surface p-0 text-fg shadow-glow open:animate-fade-in",
        className,
      )}
    >
      {open ? (
        <div className="relative p-6">
          {dismissible ? (
            <button
              type="button"
              aria-label="Close"
              onClick={onClose}
              className="absolute right-3 top-3 grid size-11 place-items-center rounded-full text-muted hover:bg-surface-2"
            >
              <X aria-hidden className="size-5" />
            </button>
          ) : null}
          <h2 id="dialog-title" className="pr-10 text-2xl font-semibold">
            {title}
          </h2>
          {description ? <div className="mt-2 text-muted">{description}</div> : null}
          {children ? <div className="mt-5">{children}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}

/**
 * A question with two answers: keep things as they are (closes the dialog) or go ahead. What the choice concerns, if
 * anything beyond the description, comes as children above the two buttons.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  children,
  cancelLabel,
  confirmLabel,
  onConfirm,
  confirmVariant = "danger",
  confirmDisabled,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  cancelLabel: string;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  confirmVariant?: "danger" | "primary";
  confirmDisabled?: boolean;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      {children}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {cancelLabel}
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm} disabled={confirmDisabled}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
