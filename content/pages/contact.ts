import type { InfoPageContent } from './types';

/**
 * Contact page. The product keeps no personal data, so there is deliberately no contact form or inbox:
 * visitors reach the moderator through the story editor with a note titled "For the team".
 */
export const contact: InfoPageContent = {
  slug: 'contact',
  path: '/contact',
  heading: 'Contact Us',
  intro:
    'We would love to hear from you. Because Entwine keeps no personal data, we do not run a contact form or collect email addresses. Instead, there is one simple, private route to the team, and it works for questions, ideas, reports and privacy requests alike.',
  showLastUpdated: false,
  sections: [
    {
      id: 'how-to-reach-us',
      heading: 'How to reach the team',
      paragraphs: [
        'Write to us through a story submission marked "For the team". Every submission lands in our moderator\'s review queue, which only the administrator can see, and nothing in it is public until it is approved. Notes to the team are read and then declined, so they are never published.',
      ],
      bullets: [
        'Open Write a Story from the menu or the footer.',
        'Start the title with "For the team", for example "For the team: a game idea".',
        'Write your message in the story area. Any category will do.',
        'For the author name, any pen name or initial will do; we do not need to know who you are.',
        'Press Submit for Approval. That is it: your note is on its way.',
      ],
    },
    {
      id: 'replies',
      heading: 'About replies',
      paragraphs: [
        'Since we never ask for an email address, we cannot write back to you personally. We read every note, and when a question comes up often, we answer it for everyone on the FAQ page or improve the page it was about.',
        'If you need something done, such as a story removed, you do not need a reply: you will see the change on the site once the moderator has read your note.',
      ],
    },
    {
      id: 'reporting-content',
      heading: 'Reporting a story',
      paragraphs: [
        'If a published story concerns you, please tell us. We take reports seriously and look at them before anything else in the queue. Send a "For the team" note that includes:',
      ],
      bullets: [
        'The story\'s title or its address from your browser\'s address bar.',
        'What the problem is: for example it identifies a real person, involves anyone under 18, describes something without consent, contains hateful content, or uses a picture that is not the author\'s to share.',
        'If the story is about you, say so, and tell us which details identify you. You do not need to tell us your name.',
      ],
    },
    {
      id: 'privacy-requests',
      heading: 'Privacy requests',
      paragraphs: [
        'There is no account or profile about you on our server, so there is nothing of that kind to export or delete. What Entwine keeps about your use lives on your own device, and you can remove it at any time by clearing this site\'s data in your browser settings.',
        'The one thing you may want us to act on is a story you wrote. To have it corrected or taken down, send a "For the team" note with its title and what you would like changed. While a draft is still unsubmitted, you can keep editing it yourself on the device you started it on.',
        'The Privacy Policy explains in full what the site keeps and for how long.',
      ],
    },
    {
      id: 'ideas-and-feedback',
      heading: 'Ideas, praise and problems',
      paragraphs: [
        'Tell us what you love, what felt clumsy, a game you wish existed, a position description that could be clearer, or a page that looked wrong on your phone. If something broke, mention the page, your device and browser, and what you tapped just before. Short notes are just as welcome as long ones.',
      ],
    },
  ],
};
