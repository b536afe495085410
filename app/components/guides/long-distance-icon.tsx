import { CalendarDays, Flame, Gift, Heart, Link, MessageCircle, Star, Video } from "lucide-react";
import type { LongDistanceIcon as LongDistanceIconName } from "@content/guides/long-distance";
import { namedIcons } from "~/components/ui/named-icon";

/** Only the icons the long-distance content names, so the page does not load every guide icon. */
export const LongDistanceIcon = namedIcons<LongDistanceIconName>({
  CalendarDays,
  Flame,
  Gift,
  Heart,
  Link,
  MessageCircle,
  Star,
  Video,
});
