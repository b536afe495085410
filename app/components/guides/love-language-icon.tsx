import { Clock, Coffee, Gift, HandHeart, MessageCircleHeart } from "lucide-react";
import type { LoveLanguageIcon as LoveLanguageIconName } from "@content/guides/love-languages";
import { namedIcons } from "~/components/ui/named-icon";

/** Only the icons the love-language content names, so its pages do not load every guide icon. */
export const LoveLanguageIcon = namedIcons<LoveLanguageIconName>({
  Clock,
  Coffee,
  Gift,
  HandHeart,
  MessageCircleHeart,
});
