import * as lucide from "lucide-react";
import type { LongDistanceIcon as LongDistanceIconName } from "@content/guides/long-distance";
import { namedIcons } from "~/components/ui/named-icon";

/** Only the icons the long-distance content names, so the page does not load every guide icon. */
export const LongDistanceIcon = namedIcons<LongDistanceIconName>({
  CalendarDays: lucide.CalendarDays,
  Flame: lucide.Flame,
  Gift: lucide.Gift,
  Heart: lucide.Heart,
  Link: lucide.Link,
  MessageCircle: lucide.MessageCircle,
  Star: lucide.Star,
  Video: lucide.Video,
});
