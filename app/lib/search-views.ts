import type { ShouldRevalidateFunction } from "react-router";

/**
 * For a page whose views are searches of its own address drawn from data already loaded (the romantic guides, the
 * love language explorer): moving between its views does not ask the server again; a form or another page does.
 */
export const searchViewsRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (!formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);
