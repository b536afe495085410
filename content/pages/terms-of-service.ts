import type { InfoPageContent } from "./types";

/** Terms of service. Deliberately names no jurisdiction: the operator's own place of establishment applies. */
export const termsOfService: InfoPageContent = {
  slug: "terms-of-service",
  path: "/terms-of-service",
  heading: "Terms of Service",
  intro:
    "These terms are the ground rules for using Entwine. They are written to be read, not skimmed past: short, plain and fair. Entwine is for adults aged 18 or over, and everything on it is offered for entertainment only.",
  lastUpdated: "2026-11-22",
  sections: [
    {
      id: "acceptance",
      heading: "Accepting these terms",
      paragraphs: [
        "By using Entwine you agree to these terms and to our Privacy Policy. If you do not agree with them, please do not use the site.",
        "Entwine is a free website for couples: a positions catalogue, couple games, a 7-day journey poster, romantic guides and a blog where visitors can share stories. You do not need an account to use any of it.",
      ],
    },
    {
      id: "use-license",
      heading: "Using the site and its content",
      paragraphs: [
        "The descriptions, illustrations, games, guides and other material written for Entwine belong to the site's operator. You are welcome to use them for your own personal, non-commercial enjoyment with your partner, and to share links to any page.",
        "Posters and lists you create with the site's tools are yours to download, print and keep for personal use.",
        "You agree not to:",
      ],
      bullets: [
        "Copy, republish or sell the site's content, or substantial parts of it, elsewhere.",
        "Scrape the site in bulk, or send automated traffic that slows it down for others.",
        "Try to get into the admin area, get around the age confirmation for someone else, or interfere with how the site works.",
        "Inflate likes, views or ratings artificially, or submit spam.",
        "Use the site in any way that breaks the law where you are.",
      ],
    },
    {
      id: "user-content",
      heading: "Stories you submit",
      paragraphs: [
        "Any visitor can submit a story to the blog. You keep ownership of what you write. By submitting it, you give the site's operator a free, non-exclusive, worldwide permission to publish it on Entwine, to show it in lists and previews, and to make small edits for formatting, length or to remove identifying details.",
        "Every submission is read by our moderator before it can appear. The moderator may publish, decline or later remove any story, and does not have to give a reason, although we try to. Approval does not mean we agree with everything in a story.",
        "When you submit a story, you confirm that:",
      ],
      bullets: [
        "You wrote it, or you have the right to share it and any pictures with it.",
        "It involves only adults, and describes only experiences that everyone involved freely agreed to.",
        "It does not identify any real person without their permission: no full names, addresses, workplaces, handles or recognisable photos.",
        "It contains no explicit images, no hate or harassment, no advertising and nothing unlawful.",
      ],
    },
    {
      id: "age-restriction",
      heading: "Age restriction",
      paragraphs: [
        "Entwine is only for adults. You must be at least 18 years old, or the age of majority where you live if that is higher, to use the site. If you are younger, please leave now.",
        "When you first arrive we ask you to confirm your age. That confirmation is your promise that you meet this requirement; by making it you take responsibility for it being true. Please do not leave the site open where someone under 18 could use it.",
      ],
    },
    {
      id: "disclaimer",
      heading: "Entertainment only",
      paragraphs: [
        "All content on Entwine is for entertainment and general inspiration only. It is not medical, sexual-health, psychological, relationship or legal advice, and it is no substitute for advice from a qualified professional who knows your situation.",
        "Only ever try what both of you genuinely want, and stop at once if either of you says so or seems unsure. Listen to your body, go gently, and skip anything that does not suit your health, mobility, pregnancy, injuries or comfort. If you have a health concern, talk to a doctor first.",
        "The site is provided as it is and as available. We work hard to keep it running and safe, but we cannot promise it will always be available, uninterrupted or free of errors.",
      ],
    },
    {
      id: "limitations",
      heading: "Limitation of liability",
      paragraphs: [
        "To the fullest extent the law allows, the site's operator is not liable for any injury, loss or damage arising from your use of Entwine, from anything you choose to try because of it, or from stories written by other visitors. You use the site and its suggestions at your own discretion and risk.",
        "Nothing in these terms limits any liability that cannot lawfully be limited, or takes away rights you have as a consumer under the law where you live.",
      ],
    },
    {
      id: "content-accuracy",
      heading: "Accuracy of content",
      paragraphs: [
        "We write and check our content carefully, but it may contain mistakes or become out of date, and we may change or remove it at any time. Durations, difficulty levels and intensity ratings are rough guides, not promises: every couple is different.",
        "View counts, likes and ratings come from real visitors and reflect their tastes, not a recommendation from us. Stories on the blog are the personal views and experiences of their authors.",
      ],
    },
    {
      id: "modifications",
      heading: "Changes to these terms",
      paragraphs: [
        "We may update these terms from time to time, for example when we add a feature. The date at the top of this page shows when they last changed. If you keep using Entwine after a change, you accept the updated terms; if you do not accept them, please stop using the site.",
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law",
      paragraphs: [
        "These terms are governed by the laws of the place where the site's operator is established, and any dispute will be handled by the courts there, unless the law where you live gives you the right to bring a claim in your own courts.",
        "If any part of these terms turns out to be unenforceable, the rest still applies. Questions about these terms are welcome: the Contact page explains how to reach us.",
      ],
    },
  ],
};
