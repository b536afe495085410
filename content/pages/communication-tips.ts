import type { InfoPageContent } from "./types";

/** Article: talking about desire, boundaries and consent as a couple. About 900 words. */
export const communicationTips: InfoPageContent = {
  slug: "communication-tips",
  path: "/blog/communication-tips",
  heading: "Talking About Desire: Communication Tips for Couples",
  intro:
    "The most connected couples are rarely the ones who never feel awkward. They are the ones who have learned to talk through the awkwardness: about what they want, what they do not, and how it feels in the moment. Here is how to make those conversations easier, warmer and even a little fun.",
  sections: [
    {
      id: "why-it-feels-hard",
      heading: "Why it feels hard, and why it is worth it",
      paragraphs: [
        "Most of us grew up without any words for desire that were neither clinical nor crude, so when the moment comes to say what we like, we reach for silence instead. Add the fear of sounding demanding, of hurting a partner's feelings, or of being judged, and it is no wonder so many couples rely on guesswork.",
        "Guesswork works for a while, then quietly stops working. Tastes change, bodies change, stress arrives. Couples who can talk about intimacy adjust together instead of drifting apart, and the talking itself builds trust: every time you share something a little vulnerable and it is received kindly, the next conversation becomes easier.",
      ],
    },
    {
      id: "sharing-what-you-want",
      heading: "Sharing what you want",
      paragraphs: [
        "Start with appreciation. Telling your partner what already works is both generous and informative, and it makes the rest of the conversation feel safe. Then move towards curiosity rather than critique: you are exploring together, not filing a complaint.",
        "A few phrasings that tend to land well:",
      ],
      bullets: [
        '"I loved it when you... Could we do more of that?"',
        '"I have been curious about... How would you feel about trying it sometime?"',
        '"Is there anything you have wanted to try but never mentioned? I promise not to laugh."',
        '"I feel closest to you when... What makes you feel that way?"',
      ],
    },
    {
      id: "boundaries",
      heading: "Naming boundaries without killing the mood",
      paragraphs: [
        "Boundaries are not walls between you; they are the edges of the map that let you both relax inside it. Knowing where a partner's limits are means you no longer have to tiptoe around the unknown.",
        'One playful way in is a yes, no and maybe list. Each of you privately sorts a handful of ideas, from the tender to the adventurous, into those three columns, then you compare notes over a drink. The overlaps in "yes" are an easy place to start; the "maybes" are worth a gentle conversation; the "no" column is simply respected, with no persuading and no sulking.',
        "Remember that boundaries can move in both directions. Something that was a yes last month can be a no tonight, and that is allowed. Saying so early and plainly is a kindness to your partner, not a rejection of them.",
      ],
    },
    {
      id: "timing",
      heading: "Choose your moment",
      paragraphs: [
        "When you talk matters almost as much as what you say. Bringing up a new wish in the middle of an intimate moment can feel like a pop quiz, and raising a frustration straight afterwards, when both of you are at your most open, can sting far more than you intend.",
        "Relaxed, neutral time is usually best: a long walk, a lazy weekend breakfast, a drive where you sit side by side rather than face to face. Many people find it easier to speak openly when they do not have to hold eye contact. Some couples prefer to write things down first and swap notes, which gives each person time to think before answering. Whatever you choose, keep it light and unhurried, and know that one conversation does not have to settle everything.",
      ],
    },
    {
      id: "check-ins-and-cues",
      heading: "Check-ins and non-verbal cues",
      paragraphs: [
        "Consent is not a single question at the start of the evening; it is an ongoing conversation that can be as quiet as a glance. Short check-ins keep you both confident that you are enjoying the same thing, and they can be surprisingly intimate in themselves.",
        "Notice the body too. Relaxed breathing, leaning in and matching your rhythm are good signs; going still, holding the breath, turning away or a sudden silence are reasons to pause and ask. Non-verbal cues help you read each other, but they do not replace words: when in doubt, ask.",
      ],
      bullets: [
        'Ask simple, open questions: "How does this feel?" or "More, or slower?"',
        "Agree on a traffic-light system: green for keep going, amber for slow down, red for stop, no questions asked.",
        "Choose a signal that works without words, such as two gentle squeezes of the hand, for moments when talking feels too much.",
        'Take "I am not sure" as a pause, never as a yes.',
      ],
    },
    {
      id: "hearing-no",
      heading: 'Handling a "no" warmly',
      paragraphs: [
        "How you receive a no decides whether your partner will feel safe saying it, and therefore whether you can trust their yes. A no to an idea, or to tonight, is not a verdict on you or on your relationship.",
        'Try to respond with thanks rather than disappointment: "Thank you for telling me" is a powerful sentence. Stay physically close if that is welcome, offer something you both enjoy instead, or simply enjoy being together without any goal. If you feel hurt, it is fine to say so later, calmly, as information rather than blame. And if you are the one saying no, offering what you would like instead, when you can, turns a closed door into an invitation.',
      ],
    },
    {
      id: "keep-talking",
      heading: "Keep the conversation going",
      paragraphs: [
        "Good communication is a habit, not a single brave talk. A short, kind debrief a day or two later, with one thing you loved and one thing you would like to try, keeps you learning about each other. Conversation games and truth questions can do some of the heavy lifting when words are hard to find.",
        "Be patient with yourselves. The first few conversations may feel clumsy, and that is normal. The clumsiness fades; the closeness it builds does not.",
      ],
    },
  ],
};
