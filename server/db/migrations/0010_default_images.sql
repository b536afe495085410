CREATE TABLE "default_images" (
	"category" text PRIMARY KEY NOT NULL,
	"image_url" text NOT NULL,
	"media_type" text DEFAULT 'image' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "default_images_media_type" CHECK ("default_images"."media_type" in ('image', 'gif', 'video'))
);
