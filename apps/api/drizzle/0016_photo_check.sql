ALTER TABLE "uploads" ADD COLUMN "photo_subject" jsonb;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "photo_checked_at" timestamp with time zone;