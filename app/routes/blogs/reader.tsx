import { ArrowLeft, Clock, UserRound } from "lucide-react";
import { data, useNavigate } from "react-router";
import { BlogCard, toCardData } from "~/components/blogs/blog-card";
import { ReaderActions } from "~/components/blogs/reader-actions";
import { ReportStory, type ReportActionData } from "~/components/blogs/report-story";
import { StoryBody } from "~/components/blogs/story-body";
import { ButtonLink } from "~/components/ui/button";
import { Badge } from "~/components/ui/badge";
import { LongDate } from "~/components/ui/local-time";
import { postDescription, postKeywords } from "~/lib/blogs/text";
import { buildHead, noIndexHead, originFromMatches } from "~/lib/head";
import { SITE_NAME } from "@domain/seo/site-name";
import { reportInputSchema } from "@domain/blogs/report-input";
import { REPORT_MESSAGES } from "@domain/blogs/reports";
import type { Route } from "./+types/reader";

/**
 * The blog reader, at /blog/{slug} and /medium-blog/{slug}; the canonical address is always /blog/{slug}.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = (params.slug ?? "").slice(0, 300);
  // The signed-in admin may open any status (the View button of Blog Management); visitors only published posts.
  const post = slug ? await context.services.blogs.getBySlug(slug, { admin: context.admin !== null }) : null;
  // Data lacking an id or a title counts as not found (part 1, section 2).
  if (!post || !post.id || !post.title) return data({ found: false as const }, { status: 404 });
  const [related, defaults] = await Promise.all([
    context.services.blogs.related(post.category, { exclude: post.id, limit: 3 }),
    context.services.defaultImages.list(),
  ]);
  const { contentBlobUrl: _blob, authorEmail: _email, ...article } = post;
  return {
    found: true as const,
    post: article,
    related: related.map((item) => toCardData(item, defaults)),
    origin: context.origin,
    now: context.services.clock.now().toISOString(),
  };
}

/**
 * The story page takes one form: a reader's report (no account; rate-limited per address; same origin only, like
 * every write). A report that hides the story makes the stored public pages forget it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { rateLimits, blogs } = context.services;
  const limit = await rateLimits.hit(blogs.reportLimit, rateLimits.clientKey(context.clientAddress));
  if (!limit.allowed) {
    return data<ReportActionData>(
      { report: true, ok: false, error: REPORT_MESSAGES.tooMany },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const parsed = reportInputSchema.safeParse({ reason: text("reason"), note: text("note") });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "reason")] ??= issue.message;
    return data<ReportActionData>(
      { report: true, ok: false, error: "Please check the form.", fields },
      { status: 400 },
    );
  }
  const storyId = (text("storyId") ?? "").slice(0, 100);
  const result = storyId ? await blogs.report(storyId, context.clientAddress, parsed.data) : null;
  if (!result)
    return data<ReportActionData>({ report: true, ok: false, error: REPORT_MESSAGES.notFound }, { status: 404 });
  if (result.hidden) context.touchCache?.(["blogs"]);
  return data<ReportActionData>({
    report: true,
    ok: true,
    message: result.counted ? REPORT_MESSAGES.thanks : REPORT_MESSAGES.already,
  });
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches, location }) => {
  if (!loaderData || !loaderData.found) return noIndexHead("Story Not Found", matches, location.pathname);
  const { post } = loaderData;
  const path = `/blog/${encodeURIComponent(post.slug)}`;
  const published = post.publishedAt ?? post.createdAt;
  return buildHead({
    title: `${post.metaTitle || post.title} | ${SITE_NAME}`,
    description: postDescription(post),
    path,
    origin: originFromMatches(matches),
    keywords: postKeywords(post),
    schemaType: "Article",
    ogType: "article",
    robots: post.status === "published" ? undefined : "noindex, nofollow",
    image: post.featuredImage || undefined,
    structuredData: {
      name: post.title,
      headline: post.title.slice(0, 110),
      author: { "@type": "Person", name: post.author },
      datePublished: published,
      dateModified: post.updatedAt,
      articleSection: post.category,
      keywords: postKeywords(post).join(", "),
      timeRequired: `PT${post.readTime}M`,
    },
  });
};

function NotFound() {
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-semibold">Story Not Found</h1>
      <p className="mt-3 text-muted">The story you're looking for doesn't exist or has been removed.</p>
      <ButtonLink
        to="/medium-blogs"
        className="mt-6"
        onClick={(event) => {
          // With history to return to, Go Back means back; a fresh tab goes to the list.
          if (window.history.length > 1) {
            event.preventDefault();
            navigate(-1);
          }
        }}
      >
        <ArrowLeft aria-hidden className="size-4" /> Go Back
      </ButtonLink>
    </section>
  );
}

export default function BlogReader({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.found) return <NotFound />;
  const { post, related, origin, now } = loaderData;
  const published = post.publishedAt ?? post.createdAt;
  const shareUrl = new URL(`/blog/${encodeURIComponent(post.slug)}`, origin).toString();
  return (
    <article className="mx-auto max-w-3xl px-4 pb-16 pt-10 sm:px-6 sm:pt-14">
      <header className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="rose">{post.category}</Badge>
          {post.featured ? <Badge tone="gold">Featured</Badge> : null}
          <span className="inline-flex items-center gap-1.5 text-sm text-muted">
            <Clock aria-hidden className="size-4" />
            {`${post.readTime} min read`}
          </span>
        </div>
        <h1 className="text-4xl font-semibold leading-tight sm:text-5xl">{post.title}</h1>
        {post.excerpt ? <p className="text-lg text-muted">{post.excerpt}</p> : null}
        <div className="flex items-center gap-3">
          {post.authorImage ? (
            <img
              src={post.authorImage}
              alt=""
              width={48}
              height={48}
              className="size-12 rounded-full bg-surface-2 object-cover"
            />
          ) : (
            <span aria-hidden className="grid size-12 place-items-center rounded-full bg-rose/15 text-rose">
              <UserRound className="size-6" />
            </span>
          )}
          <div>
            <p className="font-semibold">{post.author}</p>
            <p className="text-sm text-muted">
              <LongDate value={published} />
            </p>
          </div>
        </div>
        <ReaderActions post={post} shareUrl={shareUrl} />
      </header>

      <StoryBody post={post} />

      {post.tags.length > 0 ? (
        <ul className="mt-8 flex flex-wrap gap-2" aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-surface-2 px-3 py-1 text-sm text-muted">
              {`#${tag}`}
            </li>
          ))}
        </ul>
      ) : null}

      {post.status === "published" ? (
        <div className="mt-10">
          <ReportStory storyId={post.id} result={actionData} />
        </div>
      ) : null}

      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-14">
          <h2 id="related-heading" className="text-2xl font-semibold">
            Related Stories
          </h2>
          <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((item) => (
              <li key={item.id}>
                <BlogCard post={item} now={now} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
