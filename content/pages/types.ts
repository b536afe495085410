/** Shared types for the static information pages (legal pages, FAQ, contact and the two advice articles). */

/** One titled block of an information page. `id` doubles as the HTML anchor, so it is unique within a page. */
export interface InfoSection {
  id: string;
  heading: string;
  /** Plain-text paragraphs, rendered in order. Each is unique within its section (used as a React key). */
  paragraphs: string[];
  /** Optional list shown after the paragraphs. Each bullet is unique within its section. */
  bullets?: string[];
}

/** A whole information page as rendered by the shared info-page route. */
export interface InfoPageContent {
  /** Stable key of the page, equal to its key in `infoPages`. */
  slug: string;
  /** The route the page is served at, e.g. "/privacy-policy". */
  path: string;
  heading: string;
  intro: string;
  sections: InfoSection[];
  /**
   * Legal pages: the day their text last changed (YYYY-MM-DD), shown as "Last updated". Change it together with the
   * text; articles and help pages have none.
   */
  lastUpdated?: string;
  faq?: { question: string; answer: string }[];
}
