import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { redirects } from "./lib/redirects";

const gamePaths = [
  "truth-or-dare",
  "passion-dice",
  "erotic-massage",
  "fantasy-roleplay",
  "seductive-conversation",
  "pleasure-map",
  "scratch-position",
  "random-position",
  "spin-for-desire",
  "position-wheel",
  "long-distance",
  "love-quiz",
  "honeymoon-bucket-list",
  "first-night-bucket-list",
  "dice-to-spice",
];

const stub = (path: string) => route(path, "routes/page-stub.tsx", { id: `stub:${path}` });

export default [
  index("routes/home.tsx"),
  route("games", "routes/games.tsx"),
  ...gamePaths.map((game) => stub(`games/${game}`)),
  stub("positions"),
  stub("positions/most-popular"),
  stub("positions/custom-poster"),
  stub("love-language-explorer"),
  stub("romantic-guides"),
  stub("medium-blogs"),
  stub("medium-blog-editor"),
  route("medium-blog-editor/:id", "routes/page-stub.tsx", { id: "stub:medium-blog-editor/:id" }),
  route("blog/:slug", "routes/blog-reader-stub.tsx", { id: "blog-reader" }),
  route("medium-blog/:slug", "routes/blog-reader-stub.tsx", { id: "medium-blog-reader" }),
  route("blog/communication-tips", "routes/info-page.tsx", { id: "info:communication-tips" }),
  route("blog/relationship-advice", "routes/info-page.tsx", { id: "info:relationship-advice" }),
  route("faq", "routes/info-page.tsx", { id: "info:faq" }),
  route("contact", "routes/info-page.tsx", { id: "info:contact" }),
  route("privacy-policy", "routes/info-page.tsx", { id: "info:privacy-policy" }),
  route("terms-of-service", "routes/info-page.tsx", { id: "info:terms-of-service" }),
  route("admin", "routes/admin-stub.tsx", { id: "admin-index" }),
  route("admin/dashboard", "routes/admin-stub.tsx", { id: "admin-dashboard" }),
  route("admin/login", "routes/admin-stub.tsx", { id: "admin-login" }),
  route("admin/blog-approval", "routes/admin-stub.tsx", { id: "admin-blog-approval" }),
  route("admin/scratch-positions", "routes/admin-stub.tsx", { id: "admin-scratch-positions" }),
  route("admin/journey-positions", "routes/admin-stub.tsx", { id: "admin-journey-positions" }),
  route("admin/seo", "routes/admin-stub.tsx", { id: "admin-seo" }),
  route("medium-blog-admin", "routes/admin-stub.tsx", { id: "medium-blog-admin" }),
  ...Object.keys(redirects).map((from) => route(from.slice(1), "routes/redirect.tsx", { id: `redirect:${from}` })),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
