import { useRouteLoaderData } from "react-router";
import type { SitePage } from "@domain/seo/site-pages";

/** The registered head data of the page being shown, sent by the root loader so pages need not ship the registry. */
export type PageInfo = Pick<SitePage, "path" | "title" | "heading" | "description" | "keywords" | "schemaType">;

export function usePageInfo(path: string): PageInfo {
  const root = useRouteLoaderData("root") as { page?: PageInfo | null } | undefined;
  const page = root?.page;
  if (page && page.path === path) return page;
  return { path, title: "", heading: "", description: "", keywords: [], schemaType: "WebPage" };
}
