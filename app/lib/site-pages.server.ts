// Server-only access to the page registry: route loaders look pages up here, so the registry never ships to
// the browser (React Router strips .server modules from client bundles).
export { findSitePage, getSitePage, sitePages } from "@domain/seo/site-pages";
