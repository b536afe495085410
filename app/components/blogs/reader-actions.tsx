import { Bookmark, Eye, Heart } from "lucide-react";
import { useEffect, useReducer, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { BLOG_STORAGE_KEYS, BLOG_TOASTS } from "~/lib/blogs/constants";
import { initialLikeState, likeReducer, readIdList, writeIdMembership } from "~/lib/blogs/like";
import { setStorySaved } from "~/lib/blogs/saved";
import { likesLabel, viewsLabel } from "~/lib/blogs/text";
import { deviceStorage } from "~/lib/device-storage";
import { ApiError, apiRequest } from "~/lib/api-client";
import type { BlogReactionAnswer } from "@domain/blogs/api";
import { ShareMenu } from "./share-menu";

const storage = () => deviceStorage();

/**
 * Like, Save and Share of a post, plus its views and likes. Liked and saved ids stay on the device
 * (localStorage, read after hydration). The like is optimistic and put back when the server refuses it.
 * The view is counted once when the post opens (fire and forget; the server also counts one per visitor).
 */
export function ReaderActions({
  post,
  shareUrl,
}: {
  post: { id: string; title: string; excerpt: string; likes: number; views: number };
  shareUrl: string;
}) {
  const { toast } = useToast();
  const [like, dispatch] = useReducer(likeReducer, initialLikeState(post.likes));
  const [saved, setSaved] = useState(false);
  const [views, setViews] = useState(post.views);
  const counted = useRef<string | null>(null);

  useEffect(() => {
    dispatch({ type: "hydrate", liked: readIdList(storage(), BLOG_STORAGE_KEYS.liked).includes(post.id) });
    setSaved(readIdList(storage(), BLOG_STORAGE_KEYS.saved).includes(post.id));
  }, [post.id]);

  useEffect(() => {
    if (counted.current === post.id) return;
    counted.current = post.id;
    apiRequest<Partial<BlogReactionAnswer> | null>(`/api/blogs?id=${encodeURIComponent(post.id)}&action=view`, {
      method: "POST",
      keepalive: true,
    })
      .then((body) => {
        // The page's HTML may be served from a short server cache: the answer carries the current counts.
        if (typeof body?.views === "number") setViews(body.views);
        if (typeof body?.likes === "number") dispatch({ type: "sync", likes: body.likes });
      })
      .catch(() => undefined);
  }, [post.id]);

  const toggleLike = async () => {
    if (like.busy) return;
    const liking = !like.liked;
    dispatch({ type: "toggle" });
    try {
      const body = await apiRequest<Partial<BlogReactionAnswer> | null>(
        `/api/blogs?id=${encodeURIComponent(post.id)}&action=${liking ? "like" : "unlike"}`,
        { method: "POST" },
      );
      dispatch({
        type: "confirm",
        likes: typeof body?.likes === "number" ? body.likes : like.likes + (liking ? 1 : -1),
      });
      writeIdMembership(storage(), BLOG_STORAGE_KEYS.liked, post.id, liking);
      toast({ ...(liking ? BLOG_TOASTS.liked : BLOG_TOASTS.unliked) });
    } catch (error) {
      dispatch({ type: "revert" });
      // Refused by the server, or never sent (offline): each has its own words.
      toast({ ...(error instanceof ApiError ? BLOG_TOASTS.likeFailed : BLOG_TOASTS.likeNetwork) });
    }
  };

  const toggleSave = () => {
    const next = !saved;
    setSaved(next);
    setStorySaved(
      storage(),
      { id: post.id, title: post.title, excerpt: post.excerpt, href: new URL(shareUrl).pathname },
      next,
      new Date(),
    );
    toast({
      title: next ? "🔖 Story saved" : "Story removed from saved",
      description: next ? "Kept on this device only: see Saved stories" : undefined,
      duration: 2000,
    });
  };

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-y border-border py-3">
      <div className="flex flex-wrap items-center gap-4 text-sm text-muted">
        <span className="inline-flex items-center gap-1.5" data-testid="views-count">
          <Eye aria-hidden className="size-4" />
          {viewsLabel(views)}
        </span>
        <span className="inline-flex items-center gap-1.5" data-testid="likes-count">
          <Heart aria-hidden className="size-4" />
          {likesLabel(like.likes)}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant={like.liked ? "primary" : "secondary"} size="sm" aria-pressed={like.liked} onClick={toggleLike}>
          <Heart aria-hidden className="size-4" fill={like.liked ? "currentColor" : "none"} />
          {like.liked ? "Liked" : "Like"}
        </Button>
        <Button variant={saved ? "primary" : "secondary"} size="sm" aria-pressed={saved} onClick={toggleSave}>
          <Bookmark aria-hidden className="size-4" fill={saved ? "currentColor" : "none"} />
          {saved ? "Saved" : "Save"}
        </Button>
        <ShareMenu url={shareUrl} title={post.title} text={post.excerpt} />
      </div>
    </div>
  );
}
