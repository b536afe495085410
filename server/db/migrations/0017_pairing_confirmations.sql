-- Pairings in progress (ten minutes at most) cannot finish under the new steps (both phones confirm first): forgotten.
DELETE FROM "space_pairings";--> statement-breakpoint
ALTER TABLE "space_pairings" ADD COLUMN "inviter_confirm" text;--> statement-breakpoint
ALTER TABLE "space_pairings" ADD COLUMN "joiner_confirm" text;--> statement-breakpoint
ALTER TABLE "space_pairings" ADD COLUMN "joiner_key_confirm" text;--> statement-breakpoint
ALTER TABLE "space_pairings" ADD COLUMN "inviter_key_confirm" text;