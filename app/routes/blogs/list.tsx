import { PenLine, TrendingUp } from "lucide-react";
import { Link } from "react-router";
import { BlogCard, toCardData } from "~/components/blogs/blog-card";
import { Pager } from "~/components/blogs/pager";
import { FilterForm } from "~/components/list/filter-form";
import { buttonClasses } from "~/components/ui/button";
import { BLOG_PAGE_SIZE, PUBLIC_CATEGORIES, PUBLIC_SORT_LABELS, PUBLIC_SORTS } from "~/lib/blogs/constants";
import { parsePublicFilters, publicFiltersSearch, totalPages, type PublicListFilters } from "~/lib/blogs/filters";
import { sitePageHead } from "~/lib/head";
import type { Route } from "./+types/list";

const PATH = "/medium-blogs";
const TRENDING_TOPICS = 5;

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parsePublicFilters(new URL(request.url).searchParams);
  const blogs = context.services.blogs;
  const [list, categoryCounts, defaults] = await Promise.all([
    blogs.listPublished({
      page: filters.page,
      pageSize: BLOG_PAGE_SIZE,
      q: filters.q,
      category: filters.category,
      sort: filters.sort,
    }),
    blogs.categoryCounts(),
    context.services.defaultImages.list(),
  ]);
  // Trending topics are real: the categories with the most published stories.
  const trending = Object.entries(categoryCounts)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, TRENDING_TOPICS)
    .map(([category, count]) => ({ category, count }));
  return {
    filters,
    posts: list.items.map((post) => toCardData(post, defaults)),
    total: list.total,
    page: list.page,
    pages: totalPages(list.total, list.pageSize),
    pageSize: list.pageSize,
    trending,
    now: context.services.clock.now().toISOString(),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead(PATH, matches);

function resultLine(total: number, page: number, pageSize: number, filters: PublicListFilters): string {
  const noun = total === 1 ? "story" : "stories";
  const scope = [filters.q ? `matching “${filters.q}”` : "", filters.category ? `in ${filters.category}` : ""]
    .filter(Boolean)
    .join(" ");
  if (total === 0) return `0 stories${scope ? ` ${scope}` : ""}`;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const range = total > pageSize ? `Showing ${first}–${last} of ${total} ${noun}` : `${total} ${noun}`;
  return scope ? `${range} ${scope}` : range;
}

function Filters({ filters }: { filters: PublicListFilters }) {
  return (
    <FilterForm
      action={PATH}
      label="Search and filter stories"
      className="grid gap-3 rounded-[var(--radius-card)] border border-border bg-surface/80 p-4 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
      placeholder="Search stories, topics or tags"
      filters={filters}
      hrefFor={(next) => `${PATH}${publicFiltersSearch({ ...next, page: 1 })}`}
      categories={PUBLIC_CATEGORIES}
      sorts={PUBLIC_SORTS}
      sortLabels={PUBLIC_SORT_LABELS}
    />
  );
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { filters, posts, total, page, pages, pageSize, trending, now } = loaderData;
  const hrefFor = (target: number) => `${PATH}${publicFiltersSearch({ ...filters, page: target })}`;
  const clearHref = `${PATH}${publicFiltersSearch({ sort: filters.sort })}`;
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <header className="flex flex-col items-center gap-4 pb-8 pt-10 text-center sm:pt-14">
        <p className="text-sm font-bold uppercase tracking-[0.2em] text-rose">The Entwine blog</p>
        <h1 className="text-4xl font-semibold sm:text-5xl">Stories</h1>
        <p className="max-w-2xl text-lg text-muted">
          Stories, date ideas and gentle advice about love, intimacy and keeping the spark alive. Anyone can write one,
          and every story is read by a person before it appears.
        </p>
        <a href="/medium-blog-editor" className={buttonClasses("primary", "md")}>
          <PenLine aria-hidden className="size-5" /> Write Story
        </a>
        <Link to="/medium-blogs/saved" className="text-sm font-semibold text-rose underline-offset-4 hover:underline">
          Saved stories
        </Link>
      </header>

      <Filters filters={filters} />

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted" aria-live="polite" data-testid="result-count">
          {resultLine(total, page, pageSize, filters)}
        </p>
        {trending.length > 0 ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <TrendingUp aria-hidden className="size-4 text-rose" />
            <span>Trending topics:</span>
            {trending.map((topic) => (
              <Link
                key={topic.category}
                to={`${PATH}${publicFiltersSearch({ category: topic.category, sort: filters.sort })}`}
                prefetch="intent"
                preventScrollReset
                aria-current={filters.category === topic.category ? "true" : undefined}
                className="inline-flex min-h-11 items-center rounded-full px-2 font-semibold text-rose no-underline hover:underline"
              >
                {topic.category}
              </Link>
            ))}
          </p>
        ) : null}
      </div>

      {posts.length > 0 ? (
        <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Stories">
          {posts.map((post, index) => (
            <li key={post.id}>
              <BlogCard post={post} now={now} eager={index < 3} />
            </li>
          ))}
        </ul>
      ) : (
        <section className="mt-8 rounded-[var(--radius-card)] border border-border bg-surface/80 p-10 text-center">
          <h2 className="text-2xl font-semibold">No Stories Found</h2>
          <p className="mx-auto mt-2 max-w-md text-muted">
            Try another search or category, or write the first story about it.
          </p>
          <Link to={clearHref} className={buttonClasses("secondary", "md", "mt-5")}>
            Clear Filters
          </Link>
        </section>
      )}

      <Pager page={page} pages={pages} hrefFor={hrefFor} label="Stories pages" />
    </div>
  );
}
