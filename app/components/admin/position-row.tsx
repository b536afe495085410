import { Pencil, Trash2, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";

/** A small icon-only button in an admin list row; its accessible name is the label. */
export function RowIconButton({
  icon: Icon,
  label,
  onClick,
  disabled,
  variant = "ghost",
  iconClassName = "size-4",
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  variant?: "ghost" | "secondary";
  iconClassName?: string;
}) {
  return (
    <Button variant={variant} size="sm" aria-label={label} disabled={disabled} onClick={onClick}>
      <Icon aria-hidden className={iconClassName} />
    </Button>
  );
}

/**
 * One row of an admin list of positions: its media, what to read about it, and the buttons (any of the list's own
 * first, then edit and delete).
 */
export function AdminPositionRow({
  testId,
  name,
  media,
  actions,
  onEdit,
  onDelete,
  children,
}: {
  testId: string;
  /** The position's name as the edit and delete buttons say it. */
  name: string;
  media: ReactNode;
  actions?: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" data-testid={testId}>
      {media}
      {/* At least 10rem for the words: on a phone the buttons go to a line of their own rather than squeeze them. */}
      <div className="min-w-0 flex-1 basis-40 break-words">{children}</div>
      <div className="ml-auto flex gap-1">
        {actions}
        <RowIconButton icon={Pencil} variant="secondary" label={`Edit ${name}`} onClick={onEdit} />
        <RowIconButton icon={Trash2} label={`Delete ${name}`} iconClassName="size-4 text-danger" onClick={onDelete} />
      </div>
    </li>
  );
}
