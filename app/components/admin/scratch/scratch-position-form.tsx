import { ImagePlus, Save } from "lucide-react";
import { AdminMessage } from "~/components/admin/admin-message";
import { MediaSourceField } from "~/components/admin/media-source-field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, Input, Textarea } from "~/components/ui/input";
import { TagsField } from "~/components/ui/tags-field";
import type { ScratchAdmin } from "./use-scratch-admin";

/** The add / edit form of a scratch position: title, file or URL, tags, description, category, difficulty. */
export function ScratchPositionForm({ admin }: { admin: ScratchAdmin }) {
  const { form, set, editingId, file, fileType, saving } = admin;

  return (
    <Card>
      <h2 className="text-xl font-semibold">{editingId ? "Edit Position" : "Add New Position"}</h2>
      <form className="mt-4 flex flex-col gap-4" onSubmit={(event) => void admin.submit(event)} noValidate>
        <Field label="Title">
          {(id, describedBy) => (
            <Input
              ref={admin.titleInput}
              id={id}
              aria-describedby={describedBy}
              value={form.title}
              onChange={(e) => set("title", e.target.value)}
              maxLength={200}
            />
          )}
        </Field>
        <MediaSourceField
          fileInput={admin.fileInput}
          file={file}
          fileType={fileType}
          onFile={admin.chooseFile}
          fileLabel="Upload file"
          fileHint="Max 10MB · JPG, PNG, GIF, WebP, MP4, WebM"
          accept="image/*,video/mp4,video/webm,.gif"
          url={form.imageUrl}
          onUrl={(url) => set("imageUrl", url)}
          urlLabel="Image URL"
          urlHint={file ? "Remove the chosen file to use a URL." : "https://… or a /media/… path"}
          urlInputMode="url"
          flagInvalidUrl
          onRemoveFile={admin.clearFile}
        />
        <TagsField
          tags={form.tags}
          typed={form.tagInput}
          onType={admin.typeTags}
          onAddTyped={admin.addTypedTags}
          onRemove={(tag) =>
            set(
              "tags",
              form.tags.filter((t) => t !== tag),
            )
          }
        />
        <Field label="Description (optional)">
          {(id) => (
            <Textarea
              id={id}
              value={form.description}
              onChange={(e) => set("description", e.target.value)}
              maxLength={2000}
            />
          )}
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field label="Category">
            {(id) => <Input id={id} value={form.category} onChange={(e) => set("category", e.target.value)} />}
          </Field>
          <Field label="Difficulty">
            {(id) => <Input id={id} value={form.difficulty} onChange={(e) => set("difficulty", e.target.value)} />}
          </Field>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={saving}>
            {editingId ? <Save aria-hidden className="size-4" /> : <ImagePlus aria-hidden className="size-4" />}
            {saving ? "Saving..." : editingId ? "Update Position" : "Add Position"}
          </Button>
          {editingId || form.title || form.imageUrl || file ? (
            <Button variant="ghost" onClick={admin.resetForm}>
              Cancel
            </Button>
          ) : null}
        </div>
      </form>
      {/* Under the button that was pressed: a refusal shows where the eye already is. */}
      <AdminMessage message={admin.message?.where === "form" ? admin.message : null} className="mt-4" />
    </Card>
  );
}
