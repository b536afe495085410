import { Copy, type LucideIcon } from "lucide-react";
import { forwardRef, useState, type AnchorHTMLAttributes, type ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";
import { cx } from "~/lib/class-names";

type Variant = "primary" | "secondary" | "ghost" | "danger";
type Size = "sm" | "md" | "lg";

const variants: Record<Variant, string> = {
  primary: "bg-gradient-to-r from-rose to-coral text-accent-fg shadow-glow hover:brightness-110 active:brightness-95",
  secondary: "bg-surface-2 text-fg border border-border hover:border-rose",
  ghost: "text-fg hover:bg-surface-2",
  danger: "bg-danger text-accent-fg hover:brightness-110",
};
const sizes: Record<Size, string> = {
  sm: "min-h-11 px-3 text-sm",
  md: "min-h-11 px-5 text-base",
  lg: "min-h-12 px-7 text-lg",
};

export function buttonClasses(variant: Variant = "primary", size: Size = "md", className?: string) {
  return cx(
    "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition disabled:cursor-not-allowed disabled:opacity-50 no-underline",
    variants[variant],
    sizes[size],
    className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, type = "button", ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClasses(variant, size, className)} {...props} />;
});

export function ButtonLink({ variant, size, className, ...props }: LinkProps & { variant?: Variant; size?: Size }) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}

export function ButtonAnchor({
  variant,
  size,
  className,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: Variant; size?: Size }) {
  return <a className={buttonClasses(variant, size, className)} {...props} />;
}

/** A link led by its icon, 44px tall to tap; `className` adds its gap, colour and type. */
export function IconLink({
  icon: Icon,
  iconClassName = "size-4",
  className,
  children,
  ...props
}: LinkProps & { icon: LucideIcon; iconClassName?: string }) {
  return (
    <Link className={cx("inline-flex min-h-11 items-center", className)} {...props}>
      <Icon aria-hidden className={iconClassName} /> {children}
    </Link>
  );
}

/** Copies `text` to the clipboard and says so on the button; a refused clipboard leaves the label as it was. */
export function CopyButton({ text, label, copiedLabel }: { text: string; label: string; copiedLabel: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() =>
        void navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      <Copy aria-hidden className="size-4" /> {copied ? copiedLabel : label}
    </Button>
  );
}
