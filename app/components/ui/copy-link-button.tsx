import { Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";

/** Copies a link to the clipboard and says so on the button; a refused clipboard leaves the label as it was. */
export function CopyLinkButton({ link, label }: { link: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() =>
        void navigator.clipboard?.writeText(link).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      <Copy aria-hidden className="size-4" /> {copied ? "Link copied" : label}
    </Button>
  );
}
