ALTER TABLE "uploads" ADD COLUMN "guest_address" text;--> statement-breakpoint
CREATE INDEX "uploads_guest_address_idx" ON "uploads" USING btree ("guest_address","created_at");