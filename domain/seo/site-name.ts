export const SITE_NAME = "Entwine";
export type SchemaType =
  "WebSite" | "WebPage" | "Game" | "Article" | "CollectionPage" | "AboutPage" | "ContactPage" | "FAQPage";
