// Placeholder until this admin page is built.
export { loader, meta, default } from "../_shared/admin-stub";
