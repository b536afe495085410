ALTER TABLE "media_items" ADD COLUMN "is_public" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "media_items" ADD COLUMN "uploader_key" text;--> statement-breakpoint
CREATE INDEX "media_items_private_idx" ON "media_items" USING btree ("is_public","created_at");