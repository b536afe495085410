import {
  BedDouble,
  CalendarDays,
  CalendarHeart,
  ClipboardList,
  Clock,
  Coffee,
  Feather,
  Flame,
  Gift,
  HandHeart,
  Heart,
  HeartHandshake,
  KeyRound,
  Lamp,
  Link as LinkIcon,
  MessageCircle,
  MessageCircleHeart,
  Moon,
  Sparkles,
  Star,
  Sun,
  Video,
  type LucideIcon,
} from "lucide-react";
import type { LongDistanceIcon } from "@content/guides/long-distance";
import type { LoveLanguageIcon } from "@content/guides/love-languages";
import type { GuideIcon } from "@content/guides/romantic-guides";

export type ContentIconName = LongDistanceIcon | LoveLanguageIcon | GuideIcon;

/** The icon names stored in the content modules, mapped to explicitly imported lucide components. */
const ICONS: Record<ContentIconName, LucideIcon> = {
  BedDouble,
  CalendarDays,
  CalendarHeart,
  ClipboardList,
  Clock,
  Coffee,
  Feather,
  Flame,
  Gift,
  HandHeart,
  Heart,
  HeartHandshake,
  KeyRound,
  Lamp,
  Link: LinkIcon,
  MessageCircle,
  MessageCircleHeart,
  Moon,
  Sparkles,
  Star,
  Sun,
  Video,
};

export function ContentIcon({ name, className }: { name: ContentIconName; className?: string }) {
  const Icon = ICONS[name] ?? Sparkles;
  return <Icon aria-hidden className={className} />;
}
