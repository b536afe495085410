import type { InfoPageContent } from "./types";

/**
 * Contact page: the text around the contact form (the form itself is app/components/contact-form.tsx). Messages are
 * kept in the site's database for the administrator's inbox, with nothing but what the visitor typed.
 */
export const contact: InfoPageContent = {
  slug: "contact",
  path: "/contact",
  heading: "Contact Us",
  intro:
    "We would love to hear from you: questions, ideas, reports and privacy requests alike. Write to us with the form on this page. Your name and a reply address are optional, and we keep nothing but what you type.",
  sections: [
    {
      id: "how-to-reach-us",
      heading: "How to reach the team",
      paragraphs: [
        "The form on this page goes straight to the administrator's inbox, which only the administrator can see. Nothing you send is ever published.",
      ],
      bullets: [
        "Write your message: a few words are enough.",
        "Add a name if you like; any pen name or initial will do.",
        "Leave an email address only if you would like an answer.",
        "Press Send. That is it: your note is on its way.",
      ],
    },
    {
      id: "replies",
      heading: "About replies",
      paragraphs: [
        "If you leave a reply address, we answer from the team's own mailbox and use the address for nothing else. Without one we cannot write back, but we read every note, and when a question comes up often we answer it for everyone on the FAQ page.",
        "We do not store your internet address or anything about your device with a message. The administrator deletes messages once they have been dealt with.",
      ],
    },
    {
      id: "reporting-content",
      heading: "Reporting a story",
      paragraphs: [
        "If a published story concerns you, please tell us. We take reports seriously and look at them before anything else. Send a message with the form that includes:",
      ],
      bullets: [
        "The story's title or its address from your browser's address bar.",
        "What the problem is: for example it identifies a real person, involves anyone under 18, describes something without consent, contains hateful content, or uses a picture that is not the author's to share.",
        "If the story is about you, say so, and tell us which details identify you. You do not need to tell us your name.",
      ],
    },
    {
      id: "privacy-requests",
      heading: "Privacy requests",
      paragraphs: [
        "There is no account or profile about you on our server, so there is nothing of that kind to export or delete. What Entwine keeps about your use lives on your own device, and you can remove it at any time by clearing this site's data in your browser settings.",
        "The one thing you may want us to act on is a story you wrote, or a message you sent. To have it corrected or taken down, send a message with its title and what you would like changed. While a draft is still unsubmitted, you can keep editing it yourself on the device you started it on.",
        "The Privacy Policy explains in full what the site keeps and for how long.",
      ],
    },
    {
      id: "ideas-and-feedback",
      heading: "Ideas, praise and problems",
      paragraphs: [
        "Tell us what you love, what felt clumsy, a game you wish existed, a position description that could be clearer, or a page that looked wrong on your phone. If something broke, mention the page, your device and browser, and what you tapped just before. Short notes are just as welcome as long ones.",
      ],
    },
  ],
};
