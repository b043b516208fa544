ALTER TABLE "products" ADD COLUMN "free_revisions" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "revision_of" uuid;--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "revision_note" text;--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "free_revision" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_revision_of_artworks_id_fk" FOREIGN KEY ("revision_of") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artworks_revision_idx" ON "artworks" USING btree ("revision_of");