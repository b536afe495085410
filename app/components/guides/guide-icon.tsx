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
  type LucideIcon,
} from "lucide-react";
import type { GuideIcon as GuideIconName } from "@content/guides/romantic-guides";

/** Only the icons the romantic-guides content names, so the page does not load every guide icon. */
const ICONS: Record<GuideIconName, LucideIcon> = {
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
};

export function GuideIcon({ name, className }: { name: GuideIconName; className?: string }) {
  const Icon = ICONS[name] ?? Sparkles;
  return <Icon aria-hidden className={className} />;
}
