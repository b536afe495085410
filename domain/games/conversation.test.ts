import { describe, expect, it } from "vitest";
import { CONVERSATION_QUESTIONS } from "@content/games/conversation";
import { conversationMatches, nextConversationSetting } from "./conversation";

const idsOf = (category: Parameters<typeof conversationMatches>[0], level: Parameters<typeof conversationMatches>[1]) =>
  conversationMatches(category, level).map((question) => question.id);

describe("nextConversationSetting", () => {
  it("goes one level up at the same topic once a topic and level is finished", () => {
    expect(nextConversationSetting(CONVERSATION_QUESTIONS, "intimate", "mild", idsOf("intimate", "mild"))).toEqual({
      category: "intimate",
      level: "spicy",
    });
  });

  it("skips levels already finished, and comes down from the top level", () => {
    const seen = [...idsOf("intimate", "spicy"), ...idsOf("intimate", "hot"), ...idsOf("intimate", "fire")];
    expect(nextConversationSetting(CONVERSATION_QUESTIONS, "intimate", "fire", seen)).toEqual({
      category: "intimate",
      level: "mild",
    });
    expect(nextConversationSetting(CONVERSATION_QUESTIONS, "intimate", "spicy", seen)).toEqual({
      category: "intimate",
      level: "mild",
    });
  });

  it("moves to another topic at the same level when the whole topic is finished, and to none when all are", () => {
    const topic = (["mild", "spicy", "hot", "fire"] as const).flatMap((level) => idsOf("intimate", level));
    expect(nextConversationSetting(CONVERSATION_QUESTIONS, "intimate", "hot", topic)).toEqual({
      category: "fantasy",
      level: "hot",
    });
    const everything = CONVERSATION_QUESTIONS.map((question) => question.id);
    expect(nextConversationSetting(CONVERSATION_QUESTIONS, "sensual", "mild", everything)).toBeNull();
  });
});
