ALTER TABLE "rooms" ADD COLUMN "host_last_move" text;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "guest_last_move" text;