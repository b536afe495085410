/**
 * The icons the romantic-guides content names (`GuideIcon` draws them by name). Re-exported one by one
 * from lucide-react, so a page loads only these (the build cuts each into its own copy: scripts/vite-chunks.ts).
 * A lamp is drawn as the moon: the moon is already on every page.
 */
export {
  BedDouble,
  CalendarHeart,
  ClipboardList,
  Feather,
  Flame,
  HandHeart,
  HeartHandshake,
  KeyRound,
  Moon as Lamp,
  MessageCircle,
  MessageCircleHeart,
  Moon,
  Sparkles,
  Sun,
} from "lucide-react";
