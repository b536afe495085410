import { Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";

/** Copies a text to the clipboard and says so on the button; a refused clipboard leaves the label as it was. */
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
