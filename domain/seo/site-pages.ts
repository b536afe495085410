/**
 * The public pages of the site and their default head data. One source for page titles, the sitemap,
 * the SEO admin's seed records and the health check.
 */
import { SITE_NAME, type SchemaType } from "./site-name";

export { SITE_NAME, type SchemaType };
export type PageCategory = "main" | "games" | "other";

export interface SitePage {
  path: string;
  title: string;
  /** The visible page heading. */
  heading: string;
  description: string;
  keywords: string[];
  schemaType: SchemaType;
  category: PageCategory;
  changefreq: "daily" | "weekly" | "monthly" | "yearly";
  priority: number;
  /** false: a couple's own page, kept out of search engines and the sitemap (its route sets `noindex`). */
  indexed?: boolean;
}

export const SITE_TAGLINE = "Intimacy, play and romance for couples";

const game = (path: string, heading: string, description: string, keywords: string[]): SitePage => ({
  path,
  title: `${heading} – Couples Game | ${SITE_NAME}`,
  heading,
  description,
  keywords,
  schemaType: "Game",
  category: "games",
  changefreq: "monthly",
  priority: 0.7,
});

/** A page titled by its heading and the site's name. */
const page = (
  path: string,
  heading: string,
  description: string,
  keywords: string[],
  listing: Pick<SitePage, "schemaType" | "category" | "changefreq" | "priority" | "indexed">,
): SitePage => ({ path, title: `${heading} | ${SITE_NAME}`, heading, description, keywords, ...listing });

export const sitePages: readonly SitePage[] = [
  {
    path: "/",
    title: `${SITE_NAME} – Intimate Positions, Couple Games & Romance`,
    heading: "Level Up Your Intimate Life",
    description:
      "A private playground for couples: 500+ intimate positions, a 7-day journey with a printable poster, couple games and romantic ideas. No account, nothing tracked.",
    keywords: ["couples", "intimacy", "romance", "positions", "couple games"],
    schemaType: "WebSite",
    category: "main",
    changefreq: "daily",
    priority: 1,
  },
  {
    path: "/games",
    title: `Couple Games – Truth or Dare, Dice, Wheels & More | ${SITE_NAME}`,
    heading: "Games for Two",
    description:
      "Fifteen playful games for couples: truth or dare, passion dice, spin wheels, scratch cards, quizzes and bucket lists. Free, private, no sign-up.",
    keywords: ["couple games", "truth or dare", "dice game", "date night games"],
    schemaType: "CollectionPage",
    category: "main",
    changefreq: "weekly",
    priority: 0.9,
  },
  game(
    "/games/truth-or-dare",
    "Truth or Dare",
    "Truths that bring you closer and dares that make you laugh, blush and lean in, filtered by mood and intensity.",
    ["truth or dare for couples", "couple questions"],
  ),
  game(
    "/games/passion-dice",
    "Passion Dice",
    "Roll for a playful action, a place to kiss and a little time to take it slow, tuned to your mood and setting.",
    ["passion dice", "romantic dice game"],
  ),
  game(
    "/games/erotic-massage",
    "Sensual Massage Journey",
    "A five-step guided massage with mood music, timings and tips for slow, unhurried touch.",
    ["couples massage", "sensual massage guide"],
  ),
  game(
    "/games/fantasy-roleplay",
    "Roleplay Generator",
    "Playful, consent-first roleplay scenes with characters, props and a gentle flow to follow.",
    ["couples roleplay ideas", "roleplay generator"],
  ),
  game(
    "/games/seductive-conversation",
    "Conversation Starters",
    "Pick a topic and a level for questions that open up desire, memories and fantasies.",
    ["intimate questions", "conversation starters for couples"],
  ),
  game(
    "/games/pleasure-map",
    "Pleasure Map",
    "A tender guide to touch: regions, zones, techniques and tips for discovering each other.",
    ["erogenous zones guide", "sensual touch"],
  ),
  game(
    "/games/scratch-position",
    "Scratch Position",
    "Scratch a card to reveal a position to try together tonight; reveals stay on your device for a day.",
    ["scratch cards", "position ideas"],
  ),
  game(
    "/games/random-position",
    "Random Position",
    "Let chance choose: one tap brings up a position to try together.",
    ["random position generator"],
  ),
  game("/games/spin-for-desire", "Spin for Desire", "Spin a twelve-segment wheel and let it decide your next move.", [
    "spin the wheel",
    "couples wheel game",
  ]),
  game(
    "/games/position-wheel",
    "Position Wheel",
    "Spin the wheel of twelve positions, open the one it lands on, and copy the details to share.",
    ["position wheel", "spin game"],
  ),
  game(
    "/games/long-distance",
    "Long Distance Love",
    "Twenty step-by-step activities to stay close across the miles: video dates, messages, surprises and plans.",
    ["long distance relationship ideas"],
  ),
  game(
    "/games/love-quiz",
    "Love Language Quiz",
    "Five questions to discover how you most like to give and receive love.",
    ["love language quiz"],
  ),
  game(
    "/games/honeymoon-bucket-list",
    "Honeymoon Bucket List",
    "Romantic, adventurous and restful ideas to tick off on your honeymoon, kept on your device.",
    ["honeymoon ideas", "bucket list"],
  ),
  game(
    "/games/first-night-bucket-list",
    "First Night Bucket List",
    "Sweet and gentle ideas for a first night together, filtered by mood and level.",
    ["first night ideas", "wedding night"],
  ),
  game(
    "/games/dice-to-spice",
    "Dice to Spice",
    "Two dice, two players: an action and a place, with Cute, Spicy and Custom levels and a running score.",
    ["dice to spice", "two player couples game"],
  ),
  {
    path: "/positions",
    title: `Positions – Explore Together | ${SITE_NAME}`,
    heading: "Explore Positions",
    description: "Over 500 positions described with warmth and care, a journey planner and games to choose for you.",
    keywords: ["intimate positions", "positions for couples"],
    schemaType: "CollectionPage",
    category: "main",
    changefreq: "weekly",
    priority: 0.9,
  },
  page(
    "/positions/most-popular",
    "Most Popular Positions",
    "The positions couples open and rate most, filtered by style and difficulty.",
    ["popular positions", "top rated"],
    { schemaType: "CollectionPage", category: "main", changefreq: "daily", priority: 0.8 },
  ),
  {
    path: "/positions/custom-poster",
    title: `7-Day Journey & Custom Poster | ${SITE_NAME}`,
    heading: "Your 7-Day Journey Poster",
    description: "Reveal one position a day for seven days and print your own poster of the journey.",
    keywords: ["7 day challenge", "custom poster", "couples journey"],
    schemaType: "WebPage",
    category: "main",
    changefreq: "monthly",
    priority: 0.8,
  },
  {
    path: "/together",
    title: `Play Together on Two Phones | ${SITE_NAME}`,
    heading: "Play Together",
    description:
      "One phone each, the same game live: join your partner's room with their code or link. No account, nothing kept.",
    keywords: ["couple games two phones", "play together"],
    schemaType: "WebPage",
    category: "other",
    changefreq: "monthly",
    priority: 0.5,
  },
  page("/our-space", "Our space", "What you save, shared between your two phones, end-to-end encrypted.", [], {
    schemaType: "WebPage",
    category: "other",
    changefreq: "yearly",
    priority: 0,
    indexed: false,
  }),
  page(
    "/our-space/pair",
    "Pair our phones",
    "Open the link on your partner's phone, then check you both see the same four words.",
    [],
    { schemaType: "WebPage", category: "other", changefreq: "yearly", priority: 0, indexed: false },
  ),
  {
    path: "/desire-match",
    title: `Desire Match: Only What You Both Want | ${SITE_NAME}`,
    heading: "Desire Match",
    description:
      "Each of you answers yes, maybe or no on your own phone; only what you both want is shown, and the server never learns your answers.",
    keywords: ["desire match", "yes no maybe list", "couples"],
    schemaType: "WebPage",
    category: "main",
    changefreq: "monthly",
    priority: 0.7,
  },
  page(
    "/love-language-explorer",
    "Love Language Explorer",
    "The five love languages with activities to practise each one together.",
    ["love languages", "love language activities"],
    { schemaType: "WebPage", category: "main", changefreq: "monthly", priority: 0.7 },
  ),
  page(
    "/romantic-guides",
    "Romantic Guides",
    "Ten step-by-step guides for connection, sensual evenings, rituals and setting the mood.",
    ["romantic guides", "romance ideas"],
    { schemaType: "CollectionPage", category: "main", changefreq: "monthly", priority: 0.7 },
  ),
  {
    path: "/medium-blogs",
    title: `Stories – The Entwine Blog | ${SITE_NAME}`,
    heading: "Stories",
    description:
      "Stories and advice about love, intimacy and relationships from the Entwine team. Anyone can write one: share yours.",
    keywords: ["relationship blog", "intimacy stories"],
    schemaType: "CollectionPage",
    category: "main",
    changefreq: "daily",
    priority: 0.8,
  },
  page(
    "/medium-blog-editor",
    "Write a Story",
    "Share your story with other couples. Every submission is read by a person before it is published.",
    ["write for us", "submit a story"],
    { schemaType: "WebPage", category: "other", changefreq: "monthly", priority: 0.4 },
  ),
  page(
    "/blog/communication-tips",
    "Communication Tips for Couples",
    "Practical ways to talk about desire, boundaries and the everyday, so both of you feel heard.",
    ["communication tips", "talking about intimacy"],
    { schemaType: "Article", category: "other", changefreq: "monthly", priority: 0.6 },
  ),
  page(
    "/blog/relationship-advice",
    "Relationship Advice",
    "Gentle, practical advice for keeping closeness, play and trust alive in a long relationship.",
    ["relationship advice", "keeping the spark"],
    { schemaType: "Article", category: "other", changefreq: "monthly", priority: 0.6 },
  ),
  page(
    "/faq",
    "Frequently Asked Questions",
    "How Entwine works, what stays on your device, and how to write for the blog.",
    ["faq", "help"],
    { schemaType: "FAQPage", category: "other", changefreq: "monthly", priority: 0.5 },
  ),
  {
    path: "/contact",
    title: `Contact | ${SITE_NAME}`,
    heading: "Contact Us",
    description: "How to reach the people behind Entwine.",
    keywords: ["contact"],
    schemaType: "ContactPage",
    category: "other",
    changefreq: "yearly",
    priority: 0.4,
  },
  page(
    "/privacy-policy",
    "Privacy Policy",
    "Entwine collects no personal data. What stays on your device, what the server keeps, and why.",
    ["privacy policy"],
    { schemaType: "WebPage", category: "other", changefreq: "yearly", priority: 0.3 },
  ),
  page(
    "/what-our-server-sees",
    "What Our Server Sees",
    "Feature by feature: what reaches Entwine's server, what it keeps, for how long, and what it cannot learn.",
    ["privacy", "end-to-end encryption", "what we store"],
    { schemaType: "WebPage", category: "other", changefreq: "monthly", priority: 0.4 },
  ),
  page(
    "/privacy-on-this-device",
    "Privacy on This Device",
    "For couples who share a phone: clear every trace Entwine keeps in this browser, hide its name from the tab, and leave in a hurry.",
    ["clear site data", "discreet mode", "quick exit", "shared phone"],
    { schemaType: "WebPage", category: "other", changefreq: "yearly", priority: 0.3 },
  ),
  page(
    "/terms-of-service",
    "Terms of Service",
    "The terms for using Entwine: adults only, entertainment only, and the rules for stories you share.",
    ["terms of service"],
    { schemaType: "WebPage", category: "other", changefreq: "yearly", priority: 0.3 },
  ),
];

const pagesByPath = new Map(sitePages.map((page) => [page.path, page]));

export function findSitePage(path: string): SitePage | undefined {
  return pagesByPath.get(path);
}

export function getSitePage(path: string): SitePage {
  const page = pagesByPath.get(path);
  if (!page) throw new Error(`No site page registered for ${path}`);
  return page;
}
