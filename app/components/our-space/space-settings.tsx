/** Settings of Our space: export (with its recovery code, shown once), import, pairing a new phone, unpairing. */
import { Download, Settings, Smartphone, Unlink, Upload } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { Button, ButtonLink, CopyButton } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";
import { Field, Input } from "~/components/ui/input";
import { NoticeLine, type Notice } from "~/components/ui/notice-line";
import type { OurSpace } from "~/lib/our-space/types";
import { Section } from "./sections";

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function SpaceSettings({ space }: { space: OurSpace }) {
  const [code, setCode] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [confirmUnpair, setConfirmUnpair] = useState(false);
  const [unpairing, setUnpairing] = useState(false);

  function exportSpace() {
    const file = space.exportSpace();
    download(file.fileName, file.text);
    setCode(file.code);
    setNotice(null);
  }

  async function unpair() {
    setUnpairing(true);
    try {
      await space.unpair();
      setConfirmUnpair(false);
    } catch (failure) {
      setNotice({ tone: "error", text: (failure as Error).message });
      setConfirmUnpair(false);
    } finally {
      setUnpairing(false);
    }
  }

  return (
    <Section id="settings" title="Settings" icon={Settings}>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={exportSpace}>
          <Download aria-hidden className="size-4" /> Export our space
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setImporting((open) => !open)} aria-expanded={importing}>
          <Upload aria-hidden className="size-4" /> Import
        </Button>
        {space.paired ? (
          <>
            <ButtonLink to="/our-space/pair" variant="secondary" size="sm">
              <Smartphone aria-hidden className="size-4" /> Pair a new phone
            </ButtonLink>
            <Button variant="secondary" size="sm" onClick={() => setConfirmUnpair(true)}>
              <Unlink aria-hidden className="size-4" /> Unpair
            </Button>
          </>
        ) : null}
      </div>

      {code ? (
        <div className="mt-4 rounded-2xl border border-warning/60 bg-warning/10 p-3" data-testid="space-recovery">
          <p className="font-semibold">Your recovery code</p>
          <p className="mt-1 font-mono text-lg" data-testid="space-recovery-code">
            {code.split("-").map((group, index) => (
              <span key={index} className="whitespace-nowrap">
                {index > 0 ? "-" : ""}
                {group}
                <wbr />
              </span>
            ))}
          </p>
          <p className="mt-1 text-sm">
            Keep it somewhere safe, apart from the file. It is shown only now, and without it the file cannot be opened,
            by you or by us.
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {/* A new code starts uncopied. */}
            <CopyButton key={code} text={code} label="Copy" copiedLabel="Code copied" />
            <Button variant="ghost" size="sm" onClick={() => setCode(null)}>
              I have kept it
            </Button>
          </div>
        </div>
      ) : null}

      {importing ? (
        <ImportForm
          onImport={(text, recovery) => {
            const ok = space.importSpace(text, recovery);
            setNotice(
              ok
                ? { tone: "ok", text: "Imported: the file is merged into Our space." }
                : { tone: "error", text: "That file and code do not open together. Check the code and try again." },
            );
            if (ok) setImporting(false);
          }}
        />
      ) : null}

      <NoticeLine notice={notice} className="mt-2" />

      <ConfirmDialog
        open={confirmUnpair}
        onClose={() => setConfirmUnpair(false)}
        title="Unpair our phones?"
        description="This ends Our space on both phones. Each phone keeps only its own favourites, bucket-list ticks and journey: what your partner shared, the note and saved matches go."
        cancelLabel="Keep it"
        confirmLabel={unpairing ? "Unpairing…" : "Yes, unpair"}
        onConfirm={() => void unpair()}
        confirmDisabled={unpairing}
      />
    </Section>
  );
}

function ImportForm({ onImport }: { onImport: (text: string, code: string) => void }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [recovery, setRecovery] = useState("");
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) return setError("Choose the exported file first.");
    if (file.size > 8 * 1024 * 1024) return setError("This file is too large to be an Our space export.");
    if (!recovery.trim()) return setError("Type the recovery code shown when the file was made.");
    setError(null);
    onImport(await file.text(), recovery);
  }

  return (
    <form className="mt-4 grid gap-3" onSubmit={(event) => void submit(event)} noValidate>
      <Field label="Exported file">
        {(id, describedBy) => (
          <input
            id={id}
            ref={fileInput}
            type="file"
            aria-describedby={describedBy}
            data-testid="space-import-file"
            className="text-sm file:mr-3 file:min-h-11 file:rounded-full file:border file:border-border file:bg-surface-2 file:px-3 file:text-fg"
          />
        )}
      </Field>
      <Field label="Recovery code" error={error ?? undefined}>
        {(id, describedBy) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={recovery}
            onChange={(event) => setRecovery(event.target.value)}
            className="font-mono tracking-wider"
          />
        )}
      </Field>
      <Button type="submit" size="sm" className="justify-self-start">
        Import into Our space
      </Button>
    </form>
  );
}
