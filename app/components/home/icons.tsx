import type { DesireIcon } from "@content/ideas/intimate-desires";
import type { RomanticIdeaIcon } from "@content/ideas/romantic-ideas";
import { namedIcons } from "~/components/ui/named-icon";
import * as contentIcons from "./content-icon-set";

/** The icons named by the ideas and desires content. */
export const ContentIcon = namedIcons<RomanticIdeaIcon | DesireIcon>(contentIcons, "size-6");
