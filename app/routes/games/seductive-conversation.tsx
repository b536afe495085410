import { CONVERSATION_PACK_LIST } from "@content/games/packs";
import { sitePageHead } from "~/lib/head";
import type { Route } from "./+types/seductive-conversation";
import { SeductiveConversationGame } from "~/components/games/seductive-conversation/seductive-conversation-game";

// The questions travel in the loader data, not in the page's JavaScript.
export function loader() {
  return { packs: CONVERSATION_PACK_LIST };
}

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/games/seductive-conversation", matches);

export default function SeductiveConversation({ loaderData }: Route.ComponentProps) {
  return <SeductiveConversationGame {...loaderData} />;
}
