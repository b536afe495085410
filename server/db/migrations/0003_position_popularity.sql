CREATE TABLE "position_ratings" (
	"position_id" text NOT NULL,
	"device_id" text NOT NULL,
	"rating" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "position_ratings_position_id_device_id_pk" PRIMARY KEY("position_id","device_id"),
	CONSTRAINT "position_ratings_rating_range" CHECK ("position_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "position_stats" (
	"position_id" text PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "position_ratings_created_idx" ON "position_ratings" USING btree ("created_at");