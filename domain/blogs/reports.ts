/**
 * Readers' reports of a published story: the reasons a reader chooses from, the note's limit, and the words both
 * the reader and the admin see. Shared by the server (validation) and the browser (the report sheet); no imports
 * at all, so the reader's bundle stays small (the server's validation is in server/services/blogs/reports.ts).
 */

export const REPORT_REASON_IDS = ["illegal", "hateful", "spam", "other"] as const;
export type ReportReasonId = (typeof REPORT_REASON_IDS)[number];

export const REPORT_REASON_LABELS: Record<ReportReasonId, string> = {
  illegal: "Illegal or non-consensual content",
  hateful: "Hateful or harassing",
  spam: "Spam",
  other: "Something else",
};

/** The reader's optional note: plain text, this many characters at most. */
export const REPORT_NOTE_MAX = 280;

/** Distinct readers whose open reports hide a story from the public until the admin decides. */
export const REPORTS_TO_HIDE = 3;

export const REPORT_MESSAGES = {
  thanks: "Thank you. The site's owner will look at it.",
  already: "You have already reported this story. Thank you: the site's owner will look at it.",
  notFound: "This story is not published, so there is nothing to report.",
  tooMany: "Too many reports from here just now. Please try again a little later.",
  kept: "The story stays published; its reports are dismissed.",
  unpublished: "The story is unpublished and its reports are cleared.",
  noReports: "This story has no open reports.",
} as const;

/** POST /api/blogs/{id}/reports */
export interface ReportAnswer {
  reported: true;
  /** False when this reader had already reported the story (nothing was added). */
  counted: boolean;
  message: string;
}

/** A reported story as the admin's approval centre lists it. */
export interface ReportedStory {
  id: string;
  title: string;
  slug: string;
  author: string;
  status: string;
  hidden: boolean;
  /** Open reports by reason. */
  counts: Record<ReportReasonId, number>;
  total: number;
  /** The readers' notes, newest first, with their reason. */
  notes: Array<{ reason: ReportReasonId; note: string; at: string }>;
  lastReportAt: string;
}

/** POST /api/blogs/{id}/reports/keep and /unpublish */
export interface ReportDecisionAnswer {
  success: true;
  message: string;
  id: string;
}
