// Every table of the application. drizzle-kit reads this file to generate migrations.
export * from "./settings";
export * from "./rate-limits";
export * from "./auth";
export * from "./positions";
export * from "./position-games";
export * from "./seo";
export * from "./media";
export * from "./blog";
export * from "./rooms";
export * from "./contact";
export * from "./desire-match";
export * from "./our-space";
export * from "./storage";
