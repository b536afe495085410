CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"game" text NOT NULL,
	"state" jsonb NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"host_secret_hash" text NOT NULL,
	"guest_secret_hash" text,
	"last_move_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rooms_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE INDEX "rooms_last_move_at_idx" ON "rooms" USING btree ("last_move_at");