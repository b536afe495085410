CREATE TABLE "page_seo" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"canonical" text DEFAULT '' NOT NULL,
	"og_type" text DEFAULT 'website' NOT NULL,
	"schema_type" text DEFAULT 'WebPage' NOT NULL,
	"category" text DEFAULT 'main' NOT NULL,
	"og_title" text,
	"og_description" text,
	"og_image" text,
	"customized" boolean DEFAULT false NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_seo_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"referrer_host" text DEFAULT '' NOT NULL,
	"device" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_views_day_path_referrer_host_device_pk" PRIMARY KEY("day","path","referrer_host","device")
);
--> statement-breakpoint
CREATE TABLE "vitals_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"path" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"device" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "vitals_reports_created_idx" ON "vitals_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "vitals_reports_metric_idx" ON "vitals_reports" USING btree ("metric","device");