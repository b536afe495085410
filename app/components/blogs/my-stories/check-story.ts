/**
 * A story's status, asked of the blog API with the story's own edit token.
 */
import type { MyStory } from "~/lib/blogs/editor/my-stories";
import type { BlogStatusView } from "@domain/blogs/types";
import type { BlogStatusViewAnswer } from "@domain/blogs/api";
import { ApiError, apiRequest } from "~/lib/api-client";

export type Check = { kind: "loading" } | { kind: "ok"; view: BlogStatusView } | { kind: "gone" } | { kind: "offline" };

export async function checkStory(story: MyStory): Promise<Check> {
  try {
    const view = await apiRequest<BlogStatusViewAnswer>(`/api/blogs?id=${encodeURIComponent(story.id)}&view=status`, {
      headers: story.editToken ? { "X-Edit-Token": story.editToken } : {},
      cache: "no-store",
    });
    return { kind: "ok", view };
  } catch (error) {
    if (error instanceof ApiError && [401, 403, 404].includes(error.status)) return { kind: "gone" };
    return { kind: "offline" };
  }
}
