import type { LongDistanceIcon as LongDistanceIconName } from "@content/guides/long-distance";
import { namedIcons } from "~/components/ui/named-icon";
import * as longDistanceIcons from "./long-distance-icon-set";

/** Only the icons the long-distance content names, so the page does not load every guide icon. */
export const LongDistanceIcon = namedIcons<LongDistanceIconName>(longDistanceIcons);
