CREATE TABLE "artwork_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"artwork_id" uuid NOT NULL,
	"vision_board_id" uuid NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "artwork_events_board_idx" ON "artwork_events" USING btree ("vision_board_id","id");--> statement-breakpoint
CREATE INDEX "artwork_events_created_idx" ON "artwork_events" USING btree ("created_at");