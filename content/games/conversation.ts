/**
 * Conversation starters: 16 questions, one per topic and level, each with two follow-ups
 * (spec 2.6, 3, 4, 9).
 */

export type ConversationCategory = "intimate" | "fantasy" | "desire" | "sensual";
export type ConversationLevel = "mild" | "spicy" | "hot" | "fire";

export interface ConversationQuestion {
  readonly id: string;
  readonly category: ConversationCategory;
  readonly level: ConversationLevel;
  readonly question: string;
  readonly followUp: readonly [string, string];
}

export const CONVERSATION_CATEGORIES: readonly ConversationCategory[] = ["intimate", "fantasy", "desire", "sensual"];
export const CONVERSATION_LEVELS: readonly ConversationLevel[] = ["mild", "spicy", "hot", "fire"];

export const CONVERSATION_CATEGORY_NAMES: Readonly<Record<ConversationCategory, string>> = {
  intimate: "Intimate",
  fantasy: "Fantasy",
  desire: "Desire",
  sensual: "Sensual",
};

export const CONVERSATION_LEVEL_NAMES: Readonly<Record<ConversationLevel, string>> = {
  mild: "Mild",
  spicy: "Spicy",
  hot: "Hot",
  fire: "Fire",
};

/** How long "Get Question" shows its busy state (spec section 4). */
export const CONVERSATION_FETCH_MS = 1000;

export const CONVERSATION_QUESTIONS: readonly ConversationQuestion[] = [
  {
    id: "intimate-mild",
    category: "intimate",
    level: "mild",
    question: "When do you feel closest to me without either of us saying a word?",
    followUp: ["What do you think creates that feeling?", "How could we make more room for moments like that?"],
  },
  {
    id: "intimate-spicy",
    category: "intimate",
    level: "spicy",
    question: "Which part of our intimate life do you think we have got just right?",
    followUp: ["What makes it work so well for you?", "Is there a small way to make it even better?"],
  },
  {
    id: "intimate-hot",
    category: "intimate",
    level: "hot",
    question: "What do you find most irresistible about the way I touch you?",
    followUp: ["Is there one moment you remember especially vividly?", "What would you like me to do more of?"],
  },
  {
    id: "intimate-fire",
    category: "intimate",
    level: "fire",
    question: "What would a perfect night of closeness look like for you, from the first kiss to falling asleep?",
    followUp: [
      "Which part of it would you most like to happen soon?",
      "What would you need from me to feel completely at ease?",
    ],
  },
  {
    id: "fantasy-mild",
    category: "fantasy",
    level: "mild",
    question: "If we could run away anywhere for a romantic weekend, where would we go and why?",
    followUp: ["What would we do on the very first night?", "What would you pack that you would never normally bring?"],
  },
  {
    id: "fantasy-spicy",
    category: "fantasy",
    level: "spicy",
    question: "Have you ever daydreamed about the two of us somewhere unexpected? Where?",
    followUp: [
      "What makes that place so appealing to you?",
      "Should it stay a daydream, or would you like it to become real?",
    ],
  },
  {
    id: "fantasy-hot",
    category: "fantasy",
    level: "hot",
    question:
      "If you could be anyone for one night, a stranger, a character or a bolder version of yourself, who would you be?",
    followUp: ["Who would I be in that story?", "How would the night begin?"],
  },
  {
    id: "fantasy-fire",
    category: "fantasy",
    level: "fire",
    question: "What is a fantasy you have never told me about, even a small one?",
    followUp: [
      "Which part of it excites you most?",
      "Would you like to explore it together, keep it as our secret, or leave it to your imagination?",
    ],
  },
  {
    id: "desire-mild",
    category: "desire",
    level: "mild",
    question: "What is the first sign, for you, that you are in the mood to be close?",
    followUp: ["How could I notice that sign more easily?", "What is the best way for me to respond when I do?"],
  },
  {
    id: "desire-spicy",
    category: "desire",
    level: "spicy",
    question: "Which kind of attention from me lights a spark fastest: words, looks or touch?",
    followUp: ["Can you give me an example from the last month?", "How could I surprise you with it this week?"],
  },
  {
    id: "desire-hot",
    category: "desire",
    level: "hot",
    question: "What is something you would love me to take the lead on more often?",
    followUp: ["What would taking the lead look like to you?", "How can I tell when you would like me to ease off?"],
  },
  {
    id: "desire-fire",
    category: "desire",
    level: "fire",
    question: "What do you crave most when we are alone together and the door is closed?",
    followUp: ["Has that been easy or hard for you to ask for?", "How would you like me to tell you what I crave?"],
  },
  {
    id: "sensual-mild",
    category: "sensual",
    level: "mild",
    question: "Touch, taste, scent, sight or sound: which sense do you find most romantic?",
    followUp: ["Which memory of us is tied to that sense?", "How could we plan an evening around it?"],
  },
  {
    id: "sensual-spicy",
    category: "sensual",
    level: "spicy",
    question: "Which texture or fabric do you love the feel of against your skin?",
    followUp: ["When did you last really notice it?", "How could we bring it into an evening together?"],
  },
  {
    id: "sensual-hot",
    category: "sensual",
    level: "hot",
    question: "Apart from your lips, where do you most love being kissed?",
    followUp: [
      "Slow and soft, or firmer and more insistent?",
      "Is there a spot you have always wanted me to discover?",
    ],
  },
  {
    id: "sensual-fire",
    category: "sensual",
    level: "fire",
    question: "If you could design a whole evening of slow touch, what would it include?",
    followUp: ["Would you rather give or receive first?", "What one rule would we both have to follow?"],
  },
];

/** The question for a topic and level (there is exactly one of each). */
export function findConversationQuestion(
  category: ConversationCategory,
  level: ConversationLevel,
  questions: readonly ConversationQuestion[] = CONVERSATION_QUESTIONS,
): ConversationQuestion | undefined {
  return questions.find((q) => q.category === category && q.level === level);
}
