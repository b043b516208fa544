CREATE TABLE "regression_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"blueprint_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sample_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"attribution" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_photos_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "saved_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"artwork_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"blueprint_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"version_id" uuid,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seed" integer NOT NULL,
	"provider" text NOT NULL,
	"model" text,
	"cost_cents" integer DEFAULT 0 NOT NULL,
	"phash" text,
	"score" smallint,
	"note" text DEFAULT '' NOT NULL,
	"in_regression_set" boolean DEFAULT false NOT NULL,
	"source_artwork_id" uuid,
	"source_variant_id" uuid,
	"regression_run_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_variants_artwork_id_unique" UNIQUE("artwork_id"),
	CONSTRAINT "saved_variants_score_range" CHECK ("saved_variants"."score" IS NULL OR "saved_variants"."score" BETWEEN 1 AND 5)
);
--> statement-breakpoint
DROP INDEX "artworks_created_idx";--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "purpose" text DEFAULT 'shopper' NOT NULL;--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "vision_boards" ADD COLUMN "purpose" text DEFAULT 'shopper' NOT NULL;--> statement-breakpoint
ALTER TABLE "regression_runs" ADD CONSTRAINT "regression_runs_blueprint_id_blueprints_id_fk" FOREIGN KEY ("blueprint_id") REFERENCES "public"."blueprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regression_runs" ADD CONSTRAINT "regression_runs_version_id_blueprint_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."blueprint_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regression_runs" ADD CONSTRAINT "regression_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_photos" ADD CONSTRAINT "sample_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_variants" ADD CONSTRAINT "saved_variants_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_variants" ADD CONSTRAINT "saved_variants_blueprint_id_blueprints_id_fk" FOREIGN KEY ("blueprint_id") REFERENCES "public"."blueprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_variants" ADD CONSTRAINT "saved_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_variants" ADD CONSTRAINT "saved_variants_version_id_blueprint_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."blueprint_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_variants" ADD CONSTRAINT "saved_variants_source_artwork_id_artworks_id_fk" FOREIGN KEY ("source_artwork_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_variants" ADD CONSTRAINT "saved_variants_source_variant_id_saved_variants_id_fk" FOREIGN KEY ("source_variant_id") REFERENCES "public"."saved_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_variants" ADD CONSTRAINT "saved_variants_regression_run_id_regression_runs_id_fk" FOREIGN KEY ("regression_run_id") REFERENCES "public"."regression_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_variants" ADD CONSTRAINT "saved_variants_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "regression_runs_version_idx" ON "regression_runs" USING btree ("version_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_variants_created_idx" ON "saved_variants" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "saved_variants_product_idx" ON "saved_variants" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_variants_set_idx" ON "saved_variants" USING btree ("blueprint_id","in_regression_set");--> statement-breakpoint
CREATE INDEX "saved_variants_run_idx" ON "saved_variants" USING btree ("regression_run_id");--> statement-breakpoint
CREATE INDEX "artworks_version_idx" ON "artworks" USING btree ("blueprint_version_id","purpose");--> statement-breakpoint
CREATE INDEX "artworks_created_idx" ON "artworks" USING btree ("created_at","status","finished_at","started_at","purpose");--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_purpose_known" CHECK ("artworks"."purpose" IN ('shopper', 'test_run', 'replay', 'regression'));