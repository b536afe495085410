import type { InfoPageContent } from "./types";

/** Article: keeping closeness and play alive in a long relationship. About 900 words. */
export const relationshipAdvice: InfoPageContent = {
  slug: "relationship-advice",
  path: "/blog/relationship-advice",
  heading: "Keeping Closeness and Play Alive in a Long Relationship",
  intro:
    "The early rush of a new relationship runs on novelty. What comes after can be even better: deeper trust, shared jokes, a partner who truly knows you. But closeness and playfulness need a little tending to last. These are practical, gentle ways to keep the spark warm, year after year.",
  sections: [
    {
      id: "why-the-spark-dims",
      heading: "Why the spark dims, and why that is normal",
      paragraphs: [
        "Almost every long relationship goes through seasons where desire feels quiet. Work, children, money worries, health and plain tiredness all compete for the same energy that romance needs. Familiarity is comforting, but it can also turn two lovers into very efficient housemates.",
        "None of this means something is broken. It means the relationship has moved from running on autopilot to needing a little intention. The good news is that small, regular efforts matter far more than grand gestures, and they tend to build on each other.",
      ],
    },
    {
      id: "small-daily-rituals",
      heading: "Small daily rituals",
      paragraphs: [
        'Closeness is built in the ordinary minutes of the day, long before the bedroom. Relationship researchers often point to how partners respond to each other\'s small bids for attention: a comment about the news, a hand on the shoulder, a "look at this". Turning towards those moments, rather than past them, is one of the strongest predictors of a happy, lasting bond.',
        "A few rituals that take almost no time:",
      ],
      bullets: [
        "A proper goodbye and hello kiss: six seconds long, not a peck on the way out of the door.",
        'Ten phone-free minutes at the end of the day to ask, "What was the best part of your day, and the hardest?"',
        "Touch without an agenda: a foot rub on the sofa, a hand held while watching a film.",
        "One specific compliment a day, about something you noticed rather than something generic.",
      ],
    },
    {
      id: "novelty-together",
      heading: "Bring novelty back, together",
      paragraphs: [
        "Part of what made the beginning so exciting was that everything was new. You cannot recreate the first date, but you can keep adding new experiences, and doing new things side by side tends to bring some of that early excitement back into the relationship.",
        "Novelty does not need to be expensive. Cook a cuisine neither of you has tried, take a different route on your walk and get slightly lost, book a class together, or swap who plans date night and keep it a surprise. In the bedroom, the same principle applies: a new room, a new time of day, a playlist, candlelight, or simply slowing everything right down can make the familiar feel fresh.",
      ],
    },
    {
      id: "make-room-for-play",
      heading: "Make room for play",
      paragraphs: [
        "Play is the part many long-term couples lose first, and it is one of the easiest to bring back. Playfulness lowers the stakes: when something is a game, nobody is being judged, and laughter is part of the point.",
        "Try a round of truth or dare with questions you have never asked each other, roll the dice and let chance pick the evening, or take a seven-day journey where each day reveals something new to look forward to. Flirt by message during the day for no reason at all. Tease, invent in-jokes, and let yourselves be a little silly. Couples who play together tend to feel like a team, and that feeling carries into every other part of life.",
      ],
    },
    {
      id: "plan-intimacy",
      heading: "Plan intimacy without apology",
      paragraphs: [
        'Many people feel that planned intimacy is somehow less romantic than spontaneous passion. In reality, in busy lives, "spontaneous" often means "never". Putting time aside for each other is not unromantic; it says "you matter enough to make room for".',
        "Anticipation is part of the pleasure, too. Agree on an evening, then let the build-up happen through the day: a lingering look over breakfast, a hint about what you have in mind, tidying away the laundry and lighting a candle before the other arrives home. Planning the time does not mean scripting it, and it never means an obligation. If one of you is not in the mood when the evening comes, a cuddle and a good conversation still count.",
      ],
    },
    {
      id: "keep-curious",
      heading: "Stay curious about each other",
      paragraphs: [
        "After years together it is tempting to believe you know everything about your partner. You do not, and neither do they know everything about you. People keep growing: their dreams, fears, fantasies and favourite things shift over time.",
        "Ask new questions. What does your partner want more of this year? What made them feel truly loved recently? Is there something they have been curious about but never said? Learning each other's love languages can help, too: one of you may feel most cherished by words, the other by time together or a helping hand. Curiosity tells your partner they are still fascinating to you, which is one of the most attractive messages anyone can receive.",
      ],
    },
    {
      id: "repair-and-support",
      heading: "Repair quickly, and ask for help if you need it",
      paragraphs: [
        'Every couple argues. What keeps closeness alive is not the absence of conflict but the habit of repairing it: a touch, a joke, an "I am sorry, I was tired and snapped" before resentment has time to settle. Unspoken resentment is one of the most reliable ways desire quietly disappears.',
        "If you feel stuck, with the same argument on repeat, distance that will not shift, or mismatched desire causing real hurt, talking to a couples counsellor or sex therapist is a sign of strength, not failure. Many couples say it is the best investment they ever made in each other. Whatever season you are in, keep choosing each other, one small moment at a time.",
      ],
    },
  ],
};
