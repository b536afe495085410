import type { ThemeColor } from "@content/guides/love-languages";

/** Content colour names mapped to theme tokens (the theme has rose, coral, gold, plum and success hues). */
export const TINT: Record<ThemeColor, { chip: string; text: string; bar: string }> = {
  rose: { chip: "bg-rose/15 text-rose", text: "text-rose", bar: "bg-rose" },
  coral: { chip: "bg-coral/15 text-coral", text: "text-coral", bar: "bg-coral" },
  gold: { chip: "bg-gold/15 text-gold", text: "text-gold", bar: "bg-gold" },
  plum: { chip: "bg-plum/35 text-fg", text: "text-rose", bar: "bg-plum" },
  teal: { chip: "bg-success/15 text-success", text: "text-success", bar: "bg-success" },
  violet: { chip: "bg-plum/35 text-coral", text: "text-coral", bar: "bg-plum" },
};

export const DIFFICULTY_TONE = {
  beginner: "success",
  easy: "success",
  intermediate: "gold",
  medium: "gold",
  advanced: "rose",
  hard: "rose",
  challenging: "rose",
  special: "rose",
} as const;
