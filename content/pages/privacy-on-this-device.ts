/**
 * "Privacy on this device" (/privacy-on-this-device, issue 50): for couples who share a phone or a laptop. The
 * words of the page; the controls are in app/components/device. Keep it true to app/lib/device-traces.ts (what is
 * cleared) and app/lib/shared-device.ts (discreet mode, the quick exit).
 */
export interface DevicePrivacyPage {
  path: "/privacy-on-this-device";
  heading: string;
  intro: string;
  clear: {
    heading: string;
    paragraphs: readonly string[];
    removes: readonly string[];
    outOfReach: readonly string[];
  };
  discreet: { heading: string; paragraphs: readonly string[]; homeScreen: string };
  quickExit: { heading: string; paragraphs: readonly string[] };
}

export const privacyOnThisDevice: DevicePrivacyPage = {
  path: "/privacy-on-this-device",
  heading: "Privacy on This Device",
  intro:
    "Sharing a phone or a laptop is part of sharing a life. Here you can remove every trace Entwine keeps in this browser, hide its name from the tab, and leave in a hurry.",
  clear: {
    heading: "Clear everything on this device",
    paragraphs: [
      "Your favourites, your journey and the rest of your play live only in this browser, never on our server. One tap removes it all, and Entwine starts afresh.",
    ],
    removes: [
      "What this browser keeps for Entwine: favourites and ratings, the 7-day journey, game histories, nicknames, bucket-list ticks, quiz answers, liked and saved stories, your story draft and My stories, the theme and discreet mode.",
      "Our space on this phone: its keys and its copy of what you share. You are asked first, and your partner is told, as when you unpair.",
      "The pages, pictures and code kept so Entwine opens offline, and the offline helper (the service worker) that keeps them.",
      "The age answer: the note in this tab and the session cookie.",
    ],
    outOfReach: [
      "Signing in as the admin uses a cookie that page scripts cannot read. To end that session, sign out of the admin area: clearing here does not.",
      "Stories you sent to the blog stay on the blog. This device forgets them, so My stories will no longer list them.",
      "Another Entwine tab left open in this browser may write its own state back: close the others first.",
    ],
  },
  discreet: {
    heading: "Discreet mode",
    paragraphs: [
      "The tab reads “Notes” and shows a plain page icon, on every page, until you switch it off. The choice stays on this device only.",
    ],
    homeScreen:
      "A home-screen icon keeps the name it was given. If your phone lets you type a name as you add it (an iPhone's Add to Home Screen does), choose a plain one; an installed app stays “Entwine”.",
  },
  quickExit: {
    heading: "Quick exit",
    paragraphs: [
      "The door at the top of every page, or Esc pressed three times in a row, swaps this page at once for a Wikipedia article about the weather. The page you leave is taken out of the tab's back history, and nothing is sent to our server on the way out.",
      "To be honest about its limits: pages you opened before it in the same tab may still be in that tab's history, and your browser's history list still shows your visits. Closing the tab, or using a private window from the start, is the sure way.",
    ],
  },
};
