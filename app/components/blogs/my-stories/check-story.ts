/**
 * A story's status, asked of the blog API with the story's own edit token.
 */
import type { MyStory } from "~/lib/blogs/editor/my-stories";
import type { BlogStatusView } from "@domain/blogs/types";

export type Check = { kind: "loading" } | { kind: "ok"; view: BlogStatusView } | { kind: "gone" } | { kind: "offline" };

export async function checkStory(story: MyStory): Promise<Check> {
  try {
    const response = await fetch(`/api/blogs?id=${encodeURIComponent(story.id)}&view=status`, {
      headers: { Accept: "application/json", ...(story.editToken ? { "X-Edit-Token": story.editToken } : {}) },
      cache: "no-store",
    });
    if (response.status === 404 || response.status === 403 || response.status === 401) return { kind: "gone" };
    if (!response.ok) return { kind: "offline" };
    return { kind: "ok", view: (await response.json()) as BlogStatusView };
  } catch {
    return { kind: "offline" };
  }
}
