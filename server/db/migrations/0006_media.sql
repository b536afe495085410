CREATE TABLE "media_items" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"original_name" text,
	"stored_name" text,
	"mime" text,
	"bytes" integer,
	"width" integer,
	"height" integer,
	"variants" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source" text NOT NULL,
	"url" text,
	"style" text,
	"difficulty" text,
	"duration" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "media_items_stored_name_unique" UNIQUE("stored_name"),
	CONSTRAINT "media_items_kind" CHECK ("media_items"."kind" in ('image', 'gif', 'video')),
	CONSTRAINT "media_items_source" CHECK ("media_items"."source" in ('local', 'url')),
	CONSTRAINT "media_items_uploaded_by" CHECK ("media_items"."uploaded_by" in ('admin', 'visitor'))
);
--> statement-breakpoint
CREATE INDEX "media_items_created_idx" ON "media_items" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "media_items_kind_idx" ON "media_items" USING btree ("kind");