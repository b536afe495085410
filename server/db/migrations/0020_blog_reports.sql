CREATE TABLE "blog_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"post_id" text NOT NULL,
	"reader_key" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"dismissed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "fingerprint" integer[];--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "fingerprint_bands" text[];--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "held_reasons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "hidden_by_reports" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_reports" ADD CONSTRAINT "blog_reports_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_reports_reader_idx" ON "blog_reports" USING btree ("post_id","reader_key");--> statement-breakpoint
CREATE INDEX "blog_reports_open_idx" ON "blog_reports" USING btree ("post_id") WHERE "blog_reports"."dismissed_at" is null;--> statement-breakpoint
CREATE INDEX "blog_posts_fingerprint_bands_idx" ON "blog_posts" USING gin ("fingerprint_bands");