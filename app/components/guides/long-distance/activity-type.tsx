/**
 * A long-distance activity's type: its icon and its label.
 */
import { CalendarDays, Gift, MessageCircle, Sparkles, Video, type LucideIcon } from "lucide-react";
import type { LongDistanceType } from "@content/guides/long-distance";

export const TYPE_ICONS: Record<LongDistanceType, LucideIcon> = {
  video_call: Video,
  messaging: MessageCircle,
  surprise: Gift,
  planning: CalendarDays,
  other: Sparkles,
};
export const TYPE_LABELS: Record<LongDistanceType, string> = {
  video_call: "Video call",
  messaging: "Messaging",
  surprise: "Surprise",
  planning: "Planning",
  other: "Together apart",
};

export function ActivityTypeIcon({ type, className }: { type: LongDistanceType; className?: string }) {
  const Icon = TYPE_ICONS[type];
  return <Icon aria-hidden className={className} />;
}
