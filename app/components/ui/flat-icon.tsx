import type { LucideIcon } from "lucide-react";
import type { SVGProps } from "react";
import { cx } from "~/lib/class-names";

/** How lucide describes an icon (each icon module's `__iconData`): its name and the SVG elements it draws. */
interface LucideIconData {
  readonly name: string;
  readonly aliases?: readonly string[];
  readonly node: readonly (readonly [string, Readonly<Record<string, string | number>>])[];
}

const escapeAttribute = (value: string | number) =>
  String(value).replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/** The icon's inner elements as markup, written once per icon. */
function innerMarkup(node: LucideIconData["node"]): string {
  return node
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join("");
      return `<${tag}${written}></${tag}>`;
    })
    .join("");
}

/**
 * The description lucide's component was made from. lucide-react keeps it only in the component's closure: its
 * (forwardRef) render function hands it to lucide's inner Icon as the `icon` prop, so one call, outside any render,
 * reads it. flat-icon.test.ts checks the result against lucide's own markup, so a lucide upgrade that changes this
 * fails there and not on a page.
 */
function iconDataOf(icon: LucideIcon): LucideIconData {
  const render = (icon as unknown as { render: (props: object, ref: null) => { props: { icon: LucideIconData } } })
    .render;
  return render({}, null).props.icon;
}

export type FlatIconProps = Omit<SVGProps<SVGSVGElement>, "children" | "dangerouslySetInnerHTML" | "ref">;

/**
 * A decorative lucide icon drawn as the same `<svg>` lucide draws, with its shapes written as inner markup. Cards
 * repeated dozens of times on a page (the catalogue, the bucket lists) carry several icons each; lucide's component
 * is two components and an element per shape that React has to walk on hydration, this is one element. Only for
 * icons that never change shape after render: the shapes are not React's to update (colour and class still are).
 */
export function flatIcon(icon: LucideIcon) {
  const data = iconDataOf(icon);
  const inner = { __html: innerMarkup(data.node) };
  const iconClasses = ["lucide", `lucide-${data.name}`, ...(data.aliases ?? []).map((alias) => `lucide-${alias}`)];
  function FlatIcon({ className, ...props }: FlatIconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={cx(...iconClasses, className)}
        aria-hidden="true"
        {...props}
        dangerouslySetInnerHTML={inner}
      />
    );
  }
  FlatIcon.displayName = `Flat(${data.name})`;
  return FlatIcon;
}
