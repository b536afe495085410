import {
  CalendarDays,
  Flame,
  Gift,
  Heart,
  Link as LinkIcon,
  MessageCircle,
  Sparkles,
  Star,
  Video,
  type LucideIcon,
} from "lucide-react";
import type { LongDistanceIcon as LongDistanceIconName } from "@content/guides/long-distance";

/** Only the icons the long-distance content names, so the page does not load every guide icon. */
const ICONS: Record<LongDistanceIconName, LucideIcon> = {
  CalendarDays,
  Flame,
  Gift,
  Heart,
  Link: LinkIcon,
  MessageCircle,
  Star,
  Video,
};

export function LongDistanceIcon({ name, className }: { name: LongDistanceIconName; className?: string }) {
  const Icon = ICONS[name] ?? Sparkles;
  return <Icon aria-hidden className={className} />;
}
