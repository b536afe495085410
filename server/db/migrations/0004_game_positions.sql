CREATE TABLE "game_position_lists" (
	"list" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journey_positions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"instructions" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"style" text DEFAULT 'romantic' NOT NULL,
	"difficulty" text DEFAULT 'beginner' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"media_type" text DEFAULT 'image' NOT NULL,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"duration" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "journey_positions_media_type" CHECK ("journey_positions"."media_type" in ('image', 'gif', 'video'))
);
--> statement-breakpoint
CREATE TABLE "scratch_positions" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"media_type" text DEFAULT 'image' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"difficulty" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scratch_positions_media_type" CHECK ("scratch_positions"."media_type" in ('image', 'gif', 'video'))
);
--> statement-breakpoint
CREATE INDEX "journey_positions_order_idx" ON "journey_positions" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "scratch_positions_order_idx" ON "scratch_positions" USING btree ("sort_order");