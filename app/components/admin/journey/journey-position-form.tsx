import { ImagePlus } from "lucide-react";
import { MediaSourceField } from "~/components/admin/media-source-field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, Input, Select, Textarea } from "~/components/ui/input";
import { JOURNEY_FORM_DIFFICULTIES, JOURNEY_STYLES } from "@domain/position-games/types";
import type { JourneyAdmin } from "./use-journey-admin";

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The add / edit form of a journey position: name, style, difficulty, category, file or URL, and its texts. */
export function JourneyPositionForm({ admin }: { admin: JourneyAdmin }) {
  const { form, set, editing, file, uploading } = admin;

  return (
    <Card>
      <h2 className="text-xl font-semibold">{editing ? "Edit Position" : "Add New Position"}</h2>
      <form className="mt-4 flex flex-col gap-4" onSubmit={(event) => void admin.save(event)} noValidate>
        <Field label="Name *">
          {(id) => (
            <Input
              ref={admin.nameInput}
              id={id}
              value={form.name}
              onChange={(e) => set("name", e.target.value)}
              maxLength={200}
              required
            />
          )}
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <SelectField
            label="Style"
            value={form.style}
            options={JOURNEY_STYLES}
            onChange={(style) => set("style", style)}
          />
          <SelectField
            label="Difficulty"
            value={form.difficulty}
            options={[...JOURNEY_FORM_DIFFICULTIES, ...(form.difficulty === "expert" ? (["expert"] as const) : [])]}
            onChange={(difficulty) => set("difficulty", difficulty)}
          />
        </div>
        <TextField
          label="Category"
          value={form.category}
          onChange={(text) => set("category", text)}
          placeholder="e.g. Face to Face"
        />
        <MediaSourceField
          fileInput={admin.fileInput}
          file={file}
          fileType={form.mediaType}
          onFile={admin.chooseFile}
          fileLabel="Media file *"
          fileHint="Max 10MB, JPG, PNG, GIF, MP4, WebM"
          accept="image/*,video/mp4,video/webm"
          url={form.imageUrl}
          urlType={form.mediaType}
          onUrl={(url) => set("imageUrl", url)}
          urlLabel="Or media URL"
          urlHint={
            file
              ? "A file is chosen; it will be uploaded."
              : "Without a file or URL, visitors see the default image for its style (Media Manager → Default Images)."
          }
        />
        <TextField
          label="Duration"
          value={form.duration}
          onChange={(text) => set("duration", text)}
          placeholder="15-20 minutes"
        />
        <TextareaField label="Description" value={form.description} onChange={(text) => set("description", text)} />
        <TextareaField
          label="Instructions"
          hint="One step per line."
          value={form.instructions}
          onChange={(text) => set("instructions", text)}
        />
        <TextareaField
          label="Benefits"
          hint="One per line."
          value={form.benefits}
          onChange={(text) => set("benefits", text)}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={uploading}>
            <ImagePlus aria-hidden className="size-4" />
            {uploading ? "Uploading..." : editing ? "Update Position" : "Save Position"}
          </Button>
          <Button variant="ghost" onClick={admin.resetForm}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** A choice under its label, each option shown capitalised. */
function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: readonly Value[];
  onChange: (value: Value) => void;
}) {
  return (
    <Field label={label}>
      {(id) => (
        <Select id={id} value={value} onChange={(e) => onChange(e.target.value as Value)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {capitalise(option)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** One of the position's short texts: a one-line input under its label. */
function TextField({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
}) {
  return (
    <Field label={label}>
      {(id) => <Input id={id} value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} />}
    </Field>
  );
}

/** One of the position's longer texts: a text area under its label, described by its hint when it has one. */
function TextareaField({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <Field label={label} hint={hint}>
      {(id, describedBy) => (
        <Textarea id={id} aria-describedby={describedBy} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}
