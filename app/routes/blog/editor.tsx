// Placeholder until this page is built: heading and description from the site-page registry.
export { loader, meta, default } from "../_shared/page-stub";
