import {
  Bath, BedDouble, BookHeart, BookOpen, CalendarHeart, Camera, Car, ChefHat, Coffee, Compass, Dices, Drama, Eye, Feather, Film,
  Flame, Flower2, Footprints, Gift, HandHeart, Headphones, Heart, KeyRound, Landmark, Leaf, Lightbulb, Mail,
  MessageCircleHeart, Mic, Moon, Mountain, Music, Palette, PenLine, Plane, Salad, Sparkles, StickyNote, Sun, Sunrise, Sunset,
  Tent, Ticket, Umbrella, Utensils, Wine, type LucideIcon,
} from "lucide-react";
import type { DesireIcon } from "@content/ideas/intimate-desires";
import type { RomanticIdeaIcon } from "@content/ideas/romantic-ideas";

/** The lucide icons named by the ideas and desires content (by name, so the content stays plain data). */
const ICONS: Record<RomanticIdeaIcon | DesireIcon, LucideIcon> = {
  // A lamp is drawn as the moon: same meaning here, and the moon is already on every page.
  Lamp: Moon,
  Bath, BedDouble, BookHeart, BookOpen, CalendarHeart, Camera, Car, ChefHat, Coffee, Compass, Dices, Drama, Eye, Feather, Film,
  Flame, Flower2, Footprints, Gift, HandHeart, Headphones, Heart, KeyRound, Landmark, Leaf, Lightbulb, Mail,
  MessageCircleHeart, Mic, Moon, Mountain, Music, Palette, PenLine, Plane, Salad, Sparkles, StickyNote, Sun, Sunrise, Sunset,
  Tent, Ticket, Umbrella, Utensils, Wine,
};

export function ContentIcon({ name, className = "size-6" }: { name: RomanticIdeaIcon | DesireIcon; className?: string }) {
  const Icon = ICONS[name] ?? Sparkles;
  return <Icon aria-hidden className={className} />;
}
