import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * A Menu button and the list it opens on small screens (the site's sections, the admin's menu). A navigation closes
 * the list; opening it focuses its first `focusFirst` element; Escape closes it and gives focus back to the button.
 * With `closeOnOutside`, a tap or a focus outside the button and the list closes it too.
 */
export function useMenuSheet<Sheet extends HTMLElement>(focusFirst: string, { closeOnOutside = false } = {}) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const sheetId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const sheetRef = useRef<Sheet>(null);

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    sheetRef.current?.querySelector<HTMLElement>(focusFirst)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const outside = (target: Node | null) =>
      target !== null && !sheetRef.current?.contains(target) && !buttonRef.current?.contains(target);
    const onPointer = (event: PointerEvent) => {
      if (outside(event.target as Node)) setOpen(false);
    };
    const onFocus = (event: FocusEvent) => {
      if (outside(event.target as Node | null)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    if (closeOnOutside) {
      document.addEventListener("pointerdown", onPointer);
      document.addEventListener("focusin", onFocus);
    }
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("focusin", onFocus);
    };
  }, [open, focusFirst, closeOnOutside]);

  /** Everything the Menu button needs: spread on it, with its own look and label. */
  const buttonProps = {
    ref: buttonRef,
    type: "button",
    "aria-expanded": open,
    "aria-controls": sheetId,
    onClick: () => setOpen((value) => !value),
  } as const;

  return { open, setOpen, sheetId, buttonProps, sheetRef };
}
