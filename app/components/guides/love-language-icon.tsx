import { Clock, Coffee, Gift, HandHeart, MessageCircleHeart, Sparkles, type LucideIcon } from "lucide-react";
import type { LoveLanguageIcon as LoveLanguageIconName } from "@content/guides/love-languages";

/** Only the icons the love-language content names, so its pages do not load every guide icon. */
const ICONS: Record<LoveLanguageIconName, LucideIcon> = { Clock, Coffee, Gift, HandHeart, MessageCircleHeart };

export function LoveLanguageIcon({ name, className }: { name: LoveLanguageIconName; className?: string }) {
  const Icon = ICONS[name] ?? Sparkles;
  return <Icon aria-hidden className={className} />;
}
