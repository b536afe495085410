import { Toast as ToastPrimitive } from "radix-ui";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { cx } from "~/lib/class-names";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** Milliseconds; the specification uses 2000 for confirmations and 3000 for errors. */
  duration?: number;
}

interface ToastItem extends ToastInput {
  id: number;
}

const ToastContext = createContext<(toast: ToastInput) => void>(() => undefined);

/** The one toast system of the site. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const show = useCallback((toast: ToastInput) => {
    setToasts((current) => [...current.slice(-2), { ...toast, id: Date.now() + Math.random() }]);
  }, []);
  const remove = (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id));
  return (
    <ToastContext.Provider value={show}>
      <ToastPrimitive.Provider swipeDirection="right">
        {children}
        {toasts.map((toast) => (
          <ToastPrimitive.Root
            key={toast.id}
            duration={toast.duration ?? 3000}
            onOpenChange={(open) => {
              if (!open) remove(toast.id);
            }}
            className={cx(
              "rounded-2xl border p-4 shadow-glow",
              toast.variant === "destructive" ? "border-danger bg-surface text-fg" : "border-border bg-surface-2 text-fg",
            )}
          >
            <ToastPrimitive.Title className="font-semibold">{toast.title}</ToastPrimitive.Title>
            {toast.description ? (
              <ToastPrimitive.Description className="mt-1 text-sm text-muted">{toast.description}</ToastPrimitive.Description>
            ) : null}
          </ToastPrimitive.Root>
        ))}
        <ToastPrimitive.Viewport className="fixed bottom-4 right-4 z-[100] flex w-[min(92vw,24rem)] flex-col gap-2 outline-none" />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

export function useToast() {
  const show = useContext(ToastContext);
  return useMemo(() => ({ toast: show }), [show]);
}
