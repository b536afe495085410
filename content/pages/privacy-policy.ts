import type { InfoPageContent } from "./types";

/**
 * Privacy policy. It must describe truthfully what the product keeps and where (see DECISIONS.md,
 * "Data: what lives where"): change this text whenever that changes.
 */
export const privacyPolicy: InfoPageContent = {
  slug: "privacy-policy",
  path: "/privacy-policy",
  heading: "Privacy Policy",
  intro:
    "Entwine is built so that no personal data is collected about you. There are no accounts, no sign-up emails, no advertising and no trackers. This page explains, plainly, the small amount the site does keep, where it lives, and how you can clear it.",
  lastUpdated: "2026-12-06",
  sections: [
    {
      id: "information-collected",
      heading: "Information we collect",
      paragraphs: [
        "We collect no personal data. You never need to give us your name, email address, phone number, date of birth or payment details to use Entwine, and we do not build a profile of you or of your partner. If you write to us with the contact form, we keep what you typed (a name and a reply address only if you give them) until the administrator deletes it.",
        "To run the site, our own server keeps a few things that are not about who you are. None of them carries your IP address, a cookie identifier or any other way of recognising you from one visit to the next:",
      ],
      bullets: [
        "Stories on the blog: the title, text, category, tags and any pictures of a story that someone chose to submit, with the author name they typed. The name can be anything, a pen name is perfectly fine, and no email is ever asked for.",
        "Story drafts: while you write, your draft is saved on the server so you do not lose it. It is linked to a private edit token that stays on your device, not to you.",
        'Counters: how many times a story has been read and liked, how many times a position has been viewed, and the star ratings positions receive. These are totals and anonymous scores, which is how the "most popular" lists reflect real visitors instead of invented numbers.',
        "Page-view counts: for each page and each day, a simple count of visits, plus the name of the website that sent the visitor (for example a search engine), without the full address of that page. No cookie is used for this, no IP address is stored, and visits from known bots are left out.",
        "Speed reports: your browser may send us timing measurements (Core Web Vitals, such as how long the main content took to appear) for the page you are on. They help us keep the site fast and contain nothing about you.",
        "Technical logs: like any web server, ours notes each request (which page or file was asked for and whether it worked) so problems can be found and fixed. These log lines contain no IP address, cookie or other identifier.",
        "Abuse protection: the network address your request comes from is used briefly to limit abuse, such as thousands of fake likes or submissions in a minute. It is held only in short-lived counters and is not stored with anything you do.",
      ],
    },
    {
      id: "local-storage",
      heading: "What stays on your device",
      paragraphs: [
        "Most of what makes Entwine feel personal is kept in your own browser storage, on your device, and is never sent to us. That is deliberate: your favourites and progress are your business.",
        'Your age confirmation is kept in session storage under the name lovePositionsVerified, and in a session cookie named entwine-age (its only content is "18"), so that other tabs you open during the same visit do not ask again. Both are forgotten when you close the browser, so you will be asked to confirm your age again on your next visit. The cookie says nothing about who you are, and our server does not record it.',
        "You can remove everything below at any time by clearing the site data for this website in your browser settings (usually under privacy, cookies and site data). That also removes the copies of pages and pictures your browser keeps so games and guides open offline. On a shared device, a private or incognito window is simplest: nothing from it is kept once you close it.",
        "The Privacy on this device page (linked at the foot of every page and from the menu) removes all of it with one tap, pages kept for offline use and Our space on this phone included, and says what it removed. It also offers a discreet mode, which gives the tab a neutral title and icon, and a quick exit, which swaps the page at once for a neutral one.",
        "Until you clear it, your browser's local storage holds:",
      ],
      bullets: [
        "Stories you have liked or saved.",
        "Your 7-day journey progress and your poster settings (title, subtitle and colour theme).",
        "Ticks on the honeymoon and first-night bucket lists.",
        "Your answers in the love-language quiz.",
        "Scratch cards you have revealed, which cover themselves again after 24 hours.",
        "A short history of recently seen cards and results in the games, so they can keep things varied.",
        "The id of the story draft you are writing, together with its private edit token.",
        "Your choice of the night or light theme.",
      ],
    },
    {
      id: "admin-features",
      heading: "Admin features",
      paragraphs: [
        "One administrator looks after the site: approving or declining submitted stories, and managing positions, images and page descriptions. Admin rights are checked by our server on every admin page and every change.",
        "When the administrator signs in, the server sets a single cookie, marked httpOnly so page scripts cannot read it, which refers to a sign-in session stored on the server for up to 24 hours. Signing out deletes that session. Visitors who are not signed in as the admin never receive it; the only other cookie is the age confirmation described above, which your own browser sets.",
        "To stop password guessing, failed admin sign-in attempts are counted for 15 minutes. This affects only the admin sign-in page.",
        "The admin can see the anonymous figures described above: page-view counts per page and day, speed reports, and read, like, view and rating totals. These analytics records are kept for 90 days by default and then removed; the site operator may set a shorter or longer period. The admin cannot see who you are, what you liked or saved, how far you are in your journey, or anything else kept on your device.",
      ],
    },
    {
      id: "third-party-services",
      heading: "Third-party services",
      paragraphs: [
        "There are none. No third parties receive data from Entwine. The site loads no outside fonts, scripts, stock images, analytics, advertising or social-media widgets: every file your browser downloads comes from Entwine itself, and our server does not pass anything on to anyone.",
        "Share buttons are plain links that you choose to open. Nothing is sent anywhere unless you tap one, and at that point you are visiting the other website under its own privacy policy. Copying a link stays on your device, and sharing a poster uses your device's own share menu, so you decide where it goes.",
      ],
    },
    {
      id: "content-guidelines",
      heading: "Your privacy when you write a story",
      paragraphs: [
        "Stories are public once approved, so please protect yourself and others when you write one. Our moderator reads every submission before it appears and will decline stories that reveal who someone is.",
      ],
      bullets: [
        "Use a pen name rather than your full name, and leave out your partner's name.",
        "Leave out addresses, workplaces, phone numbers, social-media handles and anything else that could identify a real person.",
        "Only add photos you have every right to share and that show nobody who could be recognised; explicit images are not accepted.",
        "Write only about adults, and only about experiences everyone involved agreed to.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      paragraphs: [
        "If what Entwine keeps ever changes, we will update this page before the change goes live and adjust the date at the top. We will not start collecting personal data quietly: any such change would be described here first, in the same plain language.",
      ],
    },
    {
      id: "contact",
      heading: "Contact and privacy requests",
      paragraphs: [
        "Because we keep no contact details, there is no inbox that holds your information and no account to delete. Everything on your device can be removed by you, as described above.",
        "If you want a story you wrote changed or taken down, or you have a question about this policy, write to us with the form on the Contact page. The administrator reads every message and will act on your request. Please include the title or address of the story concerned.",
      ],
    },
  ],
};
