-- Pairings in progress (ten minutes at most) cannot finish under the new steps and have no commitment: forgotten.
DELETE FROM "space_pairings";--> statement-breakpoint
ALTER TABLE "space_pairings" ALTER COLUMN "inviter_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "space_pairings" ALTER COLUMN "inviter_proof" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "space_pairings" ADD COLUMN "inviter_commitment" text NOT NULL;