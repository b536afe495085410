import { useRouteLoaderData } from "react-router";
import type { SchemaType } from "@domain/seo/site-name";

/** The registered head data of the page being shown, sent by the root loader so pages need not ship the registry. */
export interface PageInfo {
  path: string;
  title: string;
  heading: string;
  description: string;
  keywords: string[];
  schemaType: SchemaType;
}

export function usePageInfo(path: string): PageInfo {
  const root = useRouteLoaderData("root") as { page?: PageInfo | null } | undefined;
  const page = root?.page;
  if (page && page.path === path) return page;
  return { path, title: "", heading: "", description: "", keywords: [], schemaType: "WebPage" };
}
