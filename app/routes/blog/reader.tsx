export { loader, meta, default } from "../_shared/blog-reader-stub";
