import type { LoveLanguageIcon as LoveLanguageIconName } from "@content/guides/love-languages";
import { namedIcons } from "~/components/ui/named-icon";
import * as loveLanguageIcons from "./love-language-icon-set";

/** Only the icons the love-language content names, so its pages do not load every guide icon. */
export const LoveLanguageIcon = namedIcons<LoveLanguageIconName>(loveLanguageIcons);
