import * as lucide from "lucide-react";
import type { GuideIcon as GuideIconName } from "@content/guides/romantic-guides";
import { namedIcons } from "~/components/ui/named-icon";

/** Only the icons the romantic-guides content names, so the page does not load every guide icon. */
export const GuideIcon = namedIcons<GuideIconName>({
  BedDouble: lucide.BedDouble,
  CalendarHeart: lucide.CalendarHeart,
  ClipboardList: lucide.ClipboardList,
  Feather: lucide.Feather,
  Flame: lucide.Flame,
  HandHeart: lucide.HandHeart,
  HeartHandshake: lucide.HeartHandshake,
  KeyRound: lucide.KeyRound,
  // A lamp is drawn as the moon: the moon is already on every page.
  Lamp: lucide.Moon,
  MessageCircle: lucide.MessageCircle,
  MessageCircleHeart: lucide.MessageCircleHeart,
  Moon: lucide.Moon,
  Sparkles: lucide.Sparkles,
  Sun: lucide.Sun,
});
