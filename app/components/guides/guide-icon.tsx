import {
  BedDouble,
  CalendarHeart,
  ClipboardList,
  Feather,
  Flame,
  HandHeart,
  HeartHandshake,
  KeyRound,
  MessageCircle,
  MessageCircleHeart,
  Moon,
  Sparkles,
  Sun,
} from "lucide-react";
import type { GuideIcon as GuideIconName } from "@content/guides/romantic-guides";
import { namedIcons } from "~/components/ui/named-icon";

/** Only the icons the romantic-guides content names, so the page does not load every guide icon. */
export const GuideIcon = namedIcons<GuideIconName>({
  BedDouble,
  CalendarHeart,
  ClipboardList,
  Feather,
  Flame,
  HandHeart,
  HeartHandshake,
  KeyRound,
  // A lamp is drawn as the moon: the moon is already on every page.
  Lamp: Moon,
  MessageCircle,
  MessageCircleHeart,
  Moon,
  Sparkles,
  Sun,
});
