/**
 * The icons the love-language content names (`LoveLanguageIcon` draws them by name). Re-exported one by one
 * from lucide-react, so a page loads only these (the build cuts each into its own copy: scripts/vite-chunks.ts).
 */
export { Clock, Coffee, Gift, HandHeart, MessageCircleHeart } from "lucide-react";
