/** Top-bar pills and footer columns. Pure data so the shell and its tests share one definition. */
export interface NavLinkItem {
  label: string;
  to: string;
}

export type TopBarPill = "home" | "positions" | "games" | "blog" | "admin";

/** Which pill is highlighted for a path, per the specification's active rules. */
export function activePill(pathname: string): TopBarPill | null {
  if (pathname === "/") return "home";
  if (pathname.startsWith("/admin") || pathname === "/medium-blog-admin") return "admin";
  if (pathname.startsWith("/medium-blog") || pathname.startsWith("/blog/")) return "blog";
  if (pathname === "/positions" || pathname.startsWith("/positions/")) return "positions";
  if (pathname === "/games" || pathname.startsWith("/games/")) return "games";
  return null;
}

export interface FooterColumn {
  title: string;
  links: NavLinkItem[];
}

/** Every column lists more links than it shows; the footer shows the first three of each. */
export const footerColumns: readonly FooterColumn[] = [
  {
    title: "Explore",
    links: [
      { label: "Positions", to: "/positions" },
      { label: "Most Popular", to: "/positions/most-popular" },
      { label: "7-Day Poster", to: "/positions/custom-poster" },
      { label: "Journey Planner", to: "/#planner" },
    ],
  },
  {
    title: "Games & Tools",
    links: [
      { label: "All Games", to: "/games" },
      { label: "Truth or Dare", to: "/games/truth-or-dare" },
      { label: "Passion Dice", to: "/games/passion-dice" },
      { label: "Spin for Desire", to: "/games/spin-for-desire" },
    ],
  },
  {
    title: "Learn & Connect",
    links: [
      { label: "Stories", to: "/medium-blogs" },
      { label: "Love Languages", to: "/love-language-explorer" },
      { label: "Romantic Guides", to: "/romantic-guides" },
      { label: "Communication Tips", to: "/blog/communication-tips" },
    ],
  },
  {
    title: "Support",
    links: [
      { label: "FAQ", to: "/faq" },
      { label: "Contact", to: "/contact" },
      { label: "Relationship Advice", to: "/blog/relationship-advice" },
      { label: "Write a Story", to: "/medium-blog-editor" },
    ],
  },
];

export const FOOTER_LINKS_PER_COLUMN = 3;

export const legalLinks: readonly NavLinkItem[] = [
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "What our server sees", to: "/what-our-server-sees" },
  { label: "Privacy on this device", to: "/privacy-on-this-device" },
  { label: "Terms of Service", to: "/terms-of-service" },
  { label: "Contact", to: "/contact" },
];
