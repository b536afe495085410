/** How the partner gets in: the join link, a QR code of it (ui/qr-code.tsx) and the code. */
import { useEffect, useState } from "react";
import { Card } from "~/components/ui/card";
import { CopyLinkButton } from "~/components/ui/copy-link-button";
import { QrCode } from "~/components/ui/qr-code";
import { joinLink } from "~/lib/rooms/storage";

export function InvitePanel({ code }: { code: string }) {
  const [link, setLink] = useState("");
  useEffect(() => setLink(joinLink(window.location.origin, code)), [code]);
  return (
    <Card className="p-5 text-center sm:p-7" data-testid="invite-panel">
      <h2 className="text-xl font-semibold">Invite your partner</h2>
      <p className="mt-1 text-sm text-muted">
        They scan the code, open the link, or type the code at /together on their phone.
      </p>
      <QrCode text={link || code} alt="QR code of the join link" testId="invite-qr" className="mt-5" />
      <p className="mt-5 text-sm font-semibold text-muted">Room code</p>
      <p data-testid="room-code" className="font-display text-4xl font-semibold tracking-[0.3em]">
        {code}
      </p>
      {link ? (
        <div className="mt-4 flex flex-col items-center gap-2">
          <a href={link} data-testid="join-link" className="break-all text-sm">
            {link}
          </a>
          <CopyLinkButton link={link} label="Copy link" />
        </div>
      ) : null}
    </Card>
  );
}
