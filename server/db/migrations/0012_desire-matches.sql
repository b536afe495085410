CREATE TABLE "desire_matches" (
	"id" text PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"host_token_hash" text NOT NULL,
	"join_token_hash" text NOT NULL,
	"guest_token_hash" text,
	"host_messages" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"guest_messages" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "desire_matches_expires_idx" ON "desire_matches" USING btree ("expires_at");