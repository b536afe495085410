/**
 * The icons the long-distance content names (`LongDistanceIcon` draws them by name). Re-exported one by one
 * from lucide-react, so a page loads only these (the build cuts each into its own copy: scripts/vite-chunks.ts).
 */
export { CalendarDays, Flame, Gift, Heart, Link, MessageCircle, Star, Video } from "lucide-react";
