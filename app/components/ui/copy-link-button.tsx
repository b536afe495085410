import { CopyButton } from "~/components/ui/button";

/** Copies a link to the clipboard and says so on the button ("Link copied"). */
export function CopyLinkButton({ link, label }: { link: string; label: string }) {
  return <CopyButton text={link} label={label} copiedLabel="Link copied" />;
}
