/**
 * What a reader's report must be: a reason from the list and an optional plain-text note of at most REPORT_NOTE_MAX
 * characters (control and invisible characters dropped, white space tidied). Used by the API and the story page's
 * form action (server side only: the reader's bundle does not carry zod for it).
 */
import { z } from "zod";
import { REPORT_NOTE_MAX, REPORT_REASON_IDS } from "./reports";

/** Control characters (other than line breaks) and invisible ones are dropped from the note; white space is tidied. */
function tidyNote(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/g, "")
      .replace(/[ \t]+/g, " ")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}

export const reportInputSchema = z.object({
  reason: z.enum(REPORT_REASON_IDS, { error: "Choose a reason" }),
  note: z
    .string()
    .max(REPORT_NOTE_MAX * 4, `At most ${REPORT_NOTE_MAX} characters`)
    .nullish()
    .transform((value) => tidyNote(value ?? ""))
    .refine((value) => [...value].length <= REPORT_NOTE_MAX, `At most ${REPORT_NOTE_MAX} characters`)
    .transform((value) => value || null),
});
export type ReportInput = z.output<typeof reportInputSchema>;
