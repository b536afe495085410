ALTER TABLE "desire_matches" ALTER COLUMN "level" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "desire_matches" ADD COLUMN "kind" text DEFAULT 'desire-match' NOT NULL;