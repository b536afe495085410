/** Old and alternative paths, answered with a permanent redirect (replace, not push, in the browser). */
export const redirects: Readonly<Record<string, string>> = {
  "/games/all-games": "/games",
  "/positions/all": "/games/scratch-position?start=1#start",
  "/scratch-cards": "/games/scratch-position?start=1#start",
  "/blog": "/medium-blogs",
  "/blog/new": "/medium-blog-editor",
  "/blog/submit": "/medium-blog-editor",
  "/admin/blogs": "/medium-blog-admin",
  "/journey-planner": "/#planner",
  "/custom-poster": "/positions/custom-poster",
  "/love-languages": "/love-language-explorer",
};
