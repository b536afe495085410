/**
 * Made-up blog posts for the benchmarks (`npm run bench`, the blog list benchmark). A seeded generator, so every run
 * measures the same posts and two runs' numbers compare.
 */
import crypto from "node:crypto";
import type { NewBlogPostRow } from "../../db/schema";

const DAY_MS = 86_400_000;

export interface FakePostOptions {
  seed: number;
  vocabulary: readonly string[];
  categories: readonly string[];
  /** Posts were published at most this many days before `now`. */
  maxAgeDays: number;
  /** Every tenth post a draft and every third without an excerpt, as an admin's list has; else all published. */
  mixed: boolean;
}

export function fakePostMaker({ seed, vocabulary, categories, maxAgeDays, mixed }: FakePostOptions) {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const sentence = (words: number) => Array.from({ length: words }, () => pick(vocabulary)).join(" ");

  return function fakePost(i: number, now: number): NewBlogPostRow {
    const title = `${sentence(5)} ${i}`;
    const paragraphs = Array.from({ length: 6 }, () => `<p>${sentence(60)}.</p>`).join("");
    const tags = [pick(vocabulary), pick(vocabulary)];
    const published = new Date(now - Math.floor(random() * maxAgeDays) * DAY_MS);
    const draft = mixed && i % 10 === 0;
    return {
      id: crypto.randomUUID(),
      title,
      slug: `bench-${i}`,
      content: `<h2>${sentence(4)}</h2>${paragraphs}`,
      excerpt: mixed && i % 3 === 0 ? "" : sentence(20),
      category: pick(categories),
      tags,
      tagsText: tags.join(" "),
      status: draft ? "draft" : "published",
      readTime: 1 + Math.floor(random() * 10),
      views: Math.floor(random() * 5000),
      likes: Math.floor(random() * 500),
      author: `Writer ${i % 50}`,
      seoScore: Math.floor(random() * 100),
      createdAt: published,
      updatedAt: published,
      publishedAt: draft ? null : published,
    };
  };
}
