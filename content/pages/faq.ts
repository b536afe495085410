import type { InfoPageContent } from "./types";

/** Frequently asked questions. Keep answers consistent with the privacy policy and DECISIONS.md. */
export const faq: InfoPageContent = {
  slug: "faq",
  path: "/faq",
  heading: "Frequently Asked Questions",
  intro:
    "Quick, honest answers to the things couples ask us most: what Entwine is, what it keeps, how the journey and the stories work, and how to use it discreetly.",
  sections: [
    {
      id: "in-short",
      heading: "Entwine in a nutshell",
      paragraphs: [
        "Entwine is a free, adults-only place for couples to explore closeness together. It keeps no personal data, asks for no account, and keeps your favourites and progress on your own device.",
        "Open any question below for the details. If yours is not here, the Contact page explains how to reach us.",
      ],
    },
  ],
  faq: [
    {
      question: "What is Entwine?",
      answer:
        "Entwine is a website for adult couples who want more play, closeness and conversation in their relationship. It brings together a catalogue of over 500 positions described with care, couple games such as truth or dare, dice and scratch cards, a 7-day journey you reveal one day at a time and can turn into a poster, romantic guides and date ideas, and a blog of stories that anyone may write for, each read by a person before it appears.",
    },
    {
      question: "Is it free?",
      answer: "Yes, all of it. There are no subscriptions, no premium tier, no paywalled games and no advertising.",
    },
    {
      question: "Do I need an account?",
      answer:
        "No. There is nothing to sign up for and no password to remember. You confirm that you are 18 or over, and everything is open to you, including writing a story for the blog.",
    },
    {
      question: "What is kept on my device, and how do I clear it?",
      answer:
        "Your browser keeps your liked and saved stories, your 7-day journey progress and poster settings, bucket-list ticks, quiz answers, revealed scratch cards (for 24 hours), the games' recent history, the id of a story draft you are writing, and your theme choice. Your age confirmation is kept only until you close the browser. None of this is sent to us. To remove it all, clear the site data for Entwine in your browser's settings, usually under privacy or site data.",
    },
    {
      question: "We share a device. How do we keep things discreet?",
      answer:
        "Open Entwine in a private or incognito window: nothing from it stays behind once you close the window, and it will not appear in your normal browsing history. The default night theme is dim and low-key on screen; you can switch between night and light from the theme button. Remember that posters you download land in your downloads or photo gallery, so move or delete them if others use the device. If you have used a normal window, clearing the site data removes everything Entwine stored.",
    },
    {
      question: "How does the 7-day journey work?",
      answer:
        "The journey gives you seven positions to discover together, one per day. Each day you scratch or tap to reveal that day's card; the next one unlocks on the following calendar day by your device's clock, and there is no penalty for skipping a day. Your progress is saved in your browser. You can give your journey poster a title, subtitle and colour theme, then download it as an image, save it or share it. After day seven you will see Journey Complete, with a button to start a fresh journey.",
    },
    {
      question: "How do I write a story, and what does moderation mean?",
      answer:
        "Choose Write a Story, give it a title, write in the editor, pick a category and a few tags, and add an author name: a pen name is ideal, and no email is asked for. Your draft saves itself as you go, tied to a private key kept in your browser, so you can come back to it on the same device. When you are happy, press Submit for Approval. Our moderator then reads it and either publishes it or declines it, for example if it could identify someone or breaks our content rules. There are no notifications, since we keep no contact details, so check the Stories page to see it go live.",
    },
    {
      question: "How do ratings and popularity work?",
      answer:
        "They are real. Every view, like and star rating is counted by our server from actual visitors, with no identity attached. The Most Popular list is ordered by those real figures. Where there is not enough data yet, lists fall back to an order chosen by our editors rather than showing invented numbers.",
    },
    {
      question: "Is anything sent to third parties?",
      answer:
        "No. Entwine loads no outside scripts, fonts, stock images, analytics, trackers or adverts, and our server passes nothing on to anyone. The share buttons are ordinary links: nothing leaves the site unless you choose to open one.",
    },
    {
      question: "Does Entwine use cookies or track me?",
      answer:
        "Visitors get no cookies at all. The only cookie the site ever sets is the administrator's sign-in cookie. We count page views per page and day without cookies and without storing IP addresses, so we can see which pages are useful without knowing who read them.",
    },
    {
      question: "Why do I have to confirm my age?",
      answer:
        "Entwine is intended only for adults aged 18 or over, or the age of majority where you live if that is higher. The confirmation is kept in your browser only until you close it, which is why you are asked again on a new visit.",
    },
    {
      question: "Can we use Entwine offline?",
      answer:
        "Mostly, yes. After your first visit, your browser keeps a copy of the site's pages and files, so the games and guides open even without a connection, handy for a weekend away. Anything that needs our server, such as loading new stories, liking, rating or submitting a story, waits until you are back online.",
    },
    {
      question: "How do I report a story?",
      answer:
        "If a story worries you, for example because it seems to identify a real person or describes something without consent, send us a short message with the form on the Contact page, and include the story's title or address. The administrator reads every message and acts on reports quickly.",
    },
    {
      question: "Can I change or remove a story I wrote?",
      answer:
        "Before you submit, you can keep editing your draft on the same device. Once it is submitted or published, send a message with the Contact page's form naming the story and telling us what you would like changed or removed, and we will take care of it.",
    },
    {
      question: "Is the content suitable for every couple?",
      answer:
        "We write for all adult couples and keep descriptions sensual rather than graphic. Levels and intensity markers help you choose, but you are the experts on your own bodies: skip anything that does not feel right, check in with each other often, and treat everything here as inspiration for entertainment, not instructions.",
    },
  ],
};
