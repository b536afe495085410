CREATE TABLE "space_blobs" (
	"space_id" text NOT NULL,
	"seq" integer NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "space_blobs_space_id_seq_pk" PRIMARY KEY("space_id","seq")
);
--> statement-breakpoint
CREATE TABLE "space_pairings" (
	"id" text PRIMARY KEY NOT NULL,
	"inviter_key" text NOT NULL,
	"inviter_proof" text NOT NULL,
	"inviter_token_hash" text NOT NULL,
	"joiner_key" text,
	"joiner_proof" text,
	"joiner_token_hash" text,
	"sealed" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spaces" (
	"id" text PRIMARY KEY NOT NULL,
	"access_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"snapshot_seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "space_blobs" ADD CONSTRAINT "space_blobs_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "space_blobs_update_id_idx" ON "space_blobs" USING btree ("space_id","id") WHERE "space_blobs"."kind" = 'update';--> statement-breakpoint
CREATE INDEX "space_pairings_expires_at_idx" ON "space_pairings" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "spaces_last_active_at_idx" ON "spaces" USING btree ("last_active_at");