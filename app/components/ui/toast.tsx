import { X } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { cx } from "~/lib/class-names";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** Milliseconds; the specification uses 2000 for confirmations and 3000 for errors. */
  duration?: number;
  /** A button in the toast (Undo): pressing it runs `onClick` and closes the toast. */
  action?: { label: string; onClick: () => void };
}

interface ToastItem extends ToastInput {
  id: number;
}

const ToastContext = createContext<(toast: ToastInput) => void>(() => undefined);

let nextId = 1;

/**
 * The one toast system of the site: a polite live region (assertive for errors) that screen readers announce,
 * kept deliberately small because it ships on every page.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const show = useCallback((toast: ToastInput) => {
    setToasts((current) => [...current.slice(-2), { ...toast, id: nextId++ }]);
  }, []);
  const remove = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div
        aria-live="polite"
        role="status"
        className="pointer-events-none fixed bottom-4 right-4 z-[100] flex w-[min(92vw,24rem)] flex-col gap-2"
      >
        {toasts
          .filter((toast) => toast.variant !== "destructive")
          .map((toast) => (
            <ToastCard key={toast.id} toast={toast} onClose={remove} />
          ))}
      </div>
      <div
        aria-live="assertive"
        className="pointer-events-none fixed right-4 top-20 z-[100] flex w-[min(92vw,24rem)] flex-col gap-2"
      >
        {toasts
          .filter((toast) => toast.variant === "destructive")
          .map((toast) => (
            <ToastCard key={toast.id} toast={toast} onClose={remove} />
          ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastCard({ toast, onClose }: { toast: ToastItem; onClose: (id: number) => void }) {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    timer.current = window.setTimeout(() => onClose(toast.id), toast.duration ?? 3000);
    return () => window.clearTimeout(timer.current);
  }, [toast.id, toast.duration, onClose]);
  return (
    <div
      role={toast.variant === "destructive" ? "alert" : undefined}
      className={cx(
        "pointer-events-auto flex items-start gap-3 rounded-2xl border p-4 shadow-glow animate-fade-in",
        toast.variant === "destructive" ? "border-danger bg-surface text-fg" : "border-border bg-surface-2 text-fg",
      )}
    >
      <div className="flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-sm text-muted">{toast.description}</p> : null}
      </div>
      {toast.action ? (
        <button
          type="button"
          onClick={() => {
            toast.action?.onClick();
            onClose(toast.id);
          }}
          className="-my-1 inline-flex min-h-11 items-center rounded-full border border-rose px-4 text-sm font-semibold text-rose hover:bg-rose hover:text-accent-fg"
        >
          {toast.action.label}
        </button>
      ) : null}
      <button
        type="button"
        aria-label="Dismiss"
        onClick={() => onClose(toast.id)}
        className="-m-2 grid size-11 place-items-center rounded-full text-muted hover:text-fg"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}

export function useToast() {
  const show = useContext(ToastContext);
  return useMemo(() => ({ toast: show }), [show]);
}
