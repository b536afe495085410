/**
 * The sections the specification lists for the two legal pages, by anchor id, keyed by the page's slug: the content
 * test (content/pages/pages.test.ts) checks the written pages have them, the site test
 * (tests/integration/site.test.ts) that the served pages show them.
 */
export const LEGAL_SECTION_IDS = {
  "privacy-policy": [
    "information-collected",
    "local-storage",
    "admin-features",
    "third-party-services",
    "content-guidelines",
    "changes",
    "contact",
  ],
  "terms-of-service": [
    "acceptance",
    "use-license",
    "user-content",
    "age-restriction",
    "disclaimer",
    "limitations",
    "content-accuracy",
    "modifications",
    "governing-law",
  ],
} as const;
