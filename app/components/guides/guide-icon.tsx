import type { GuideIcon as GuideIconName } from "@content/guides/romantic-guides";
import { namedIcons } from "~/components/ui/named-icon";
import * as guideIcons from "./guide-icon-set";

/** Only the icons the romantic-guides content names, so the page does not load every guide icon. */
export const GuideIcon = namedIcons<GuideIconName>(guideIcons);
