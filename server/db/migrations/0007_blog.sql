CREATE TABLE "blog_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"slug" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"content_blob_url" text,
	"excerpt" text DEFAULT '' NOT NULL,
	"featured_image" text,
	"category" text DEFAULT 'General' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags_text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"read_time" integer DEFAULT 1 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"author" text DEFAULT 'Admin' NOT NULL,
	"author_image" text,
	"author_email" text,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"meta_keywords" text DEFAULT '' NOT NULL,
	"seo_score" integer,
	"featured" boolean DEFAULT false NOT NULL,
	"submitted_by" text,
	"submitted_at" timestamp with time zone,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"approved" boolean DEFAULT false NOT NULL,
	"rejection_reason" text,
	"is_user_submission" boolean DEFAULT false NOT NULL,
	"edit_token_hash" text,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("blog_posts"."title", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("blog_posts"."tags_text", '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("blog_posts"."excerpt", '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("blog_posts"."content", '')), 'C')) STORED
);
--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_idx" ON "blog_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_posts_status_idx" ON "blog_posts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "blog_posts_category_idx" ON "blog_posts" USING btree ("category");--> statement-breakpoint
CREATE INDEX "blog_posts_published_at_idx" ON "blog_posts" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "blog_posts_updated_at_idx" ON "blog_posts" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "blog_posts_search_idx" ON "blog_posts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "blog_posts_newest_idx" ON "blog_posts" USING btree ("status","published_at" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_posts_popular_idx" ON "blog_posts" USING btree ("status","views" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_posts_trending_idx" ON "blog_posts" USING btree ("status",("likes" + "views") desc);--> statement-breakpoint
CREATE INDEX "blog_posts_read_time_idx" ON "blog_posts" USING btree ("status","read_time");--> statement-breakpoint
CREATE INDEX "blog_posts_seo_idx" ON "blog_posts" USING btree ("seo_score" DESC NULLS LAST);