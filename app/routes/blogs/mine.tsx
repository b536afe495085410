import { noIndexHead } from "~/lib/head";
import type { Route } from "./+types/mine";
import { MyStoriesScreen } from "~/components/blogs/my-stories/my-stories-screen";

// "My stories" (issue #31): the stories this device submitted, each with what became of it. The list and the edit
// tokens live on the device only; each status is asked of the blog API with the story's own token. Not indexed.
export const meta: Route.MetaFunction = ({ matches, location }) =>
  noIndexHead("My stories", matches, location.pathname);

export default function MyStories() {
  return <MyStoriesScreen />;
}
