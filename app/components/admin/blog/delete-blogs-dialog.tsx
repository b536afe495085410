import { ConfirmDialog } from "~/components/ui/dialog";
import { DELETE_CONFIRM } from "~/lib/blogs/constants";

/** What the admin is about to delete: one blog (named in the dialog) or the selected ones. */
export type DeleteConfirm = { kind: "one"; id: string; title: string } | { kind: "bulk"; ids: string[] };

/** The blog management's "Delete blog" confirmation, for one blog or a selection. */
export function DeleteBlogsDialog({
  confirm,
  onClose,
  onDelete,
}: {
  confirm: DeleteConfirm | null;
  onClose: () => void;
  onDelete: (confirm: DeleteConfirm) => void;
}) {
  return (
    <ConfirmDialog
      open={confirm !== null}
      onClose={onClose}
      title="Delete blog"
      description={
        confirm?.kind === "bulk" ? `Are you sure you want to delete ${confirm.ids.length} blog(s)?` : DELETE_CONFIRM
      }
      cancelLabel="Cancel"
      confirmLabel="Delete"
      onConfirm={() => confirm && onDelete(confirm)}
    >
      {confirm?.kind === "one" ? <p className="mb-4 font-semibold">{confirm.title}</p> : null}
    </ConfirmDialog>
  );
}
