/**
 * The couple's two nicknames, one setting on this device shared by every game with turns. Compact: a summary line
 * that opens onto two fields; every change is kept at once.
 */
import { UsersRound } from "lucide-react";
import { useId } from "react";
import { Input } from "~/components/ui/input";
import type { NicknameSetting } from "~/components/games/hooks";
import { NICKNAME_MAX_LENGTH, partnerNames } from "@domain/games/nicknames";

export function NicknameForm({ setting }: { setting: NicknameSetting }) {
  const { nicknames, setNicknames } = setting;
  const id = useId();
  const [first, second] = partnerNames(nicknames);
  const set = nicknames[0].trim() !== "" || nicknames[1].trim() !== "";
  return (
    <details data-testid="nickname-form" className="rounded-2xl border border-border px-4 py-3 text-sm">
      <summary className="flex cursor-pointer items-center gap-2 font-semibold">
        <UsersRound aria-hidden className="size-4 text-gold" />
        {set ? `Playing as ${first} and ${second}` : "Your names (optional)"}
      </summary>
      <p className="mt-2 text-xs text-muted">Shown on whose turn it is, in every game. Kept on this device only.</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {([0, 1] as const).map((seat) => {
          const label = `Partner ${seat + 1}`;
          return (
            <label key={seat} htmlFor={`${id}-${seat + 1}`} className="flex flex-col gap-1">
              {label}
              <Input
                id={`${id}-${seat + 1}`}
                name={`nickname-${seat + 1}`}
                autoComplete="off"
                maxLength={NICKNAME_MAX_LENGTH}
                placeholder={label}
                value={nicknames[seat]}
                onChange={(event) =>
                  setNicknames(seat === 0 ? [event.target.value, nicknames[1]] : [nicknames[0], event.target.value])
                }
              />
            </label>
          );
        })}
      </div>
    </details>
  );
}
