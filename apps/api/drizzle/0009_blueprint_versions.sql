-- Blueprints become one row per product with a live pointer, and their rows numbered versions
-- (decision 025). Hand-written so the data stays: every former blueprints row becomes the
-- version of the same id (artworks keep pointing at what made them), the active one (newest
-- active, else newest) is live, and that first move is recorded without an actor.
CREATE TABLE "blueprint_live_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"blueprint_id" uuid NOT NULL,
	"from_version_id" uuid,
	"to_version_id" uuid NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blueprint_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"blueprint_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"prompt_template" text NOT NULL,
	"negative_prompt" text DEFAULT '' NOT NULL,
	"caption_template" text DEFAULT '' NOT NULL,
	"field_roles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"style_preset" text DEFAULT 'divine-glow' NOT NULL,
	"studio_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"provider" text,
	"model" text,
	"width" integer DEFAULT 1024 NOT NULL,
	"height" integer DEFAULT 1280 NOT NULL,
	"images_per_run" integer DEFAULT 1 NOT NULL,
	"seed_policy" text DEFAULT 'random' NOT NULL,
	"fixed_seed" integer,
	"change_note" text NOT NULL,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blueprints_0008" AS SELECT * FROM "blueprints";--> statement-breakpoint
ALTER TABLE "artworks" DROP CONSTRAINT "artworks_blueprint_id_blueprints_id_fk";--> statement-breakpoint
ALTER TABLE "artworks" RENAME COLUMN "blueprint_id" TO "blueprint_version_id";--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "split_arm" text;--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "model" text;--> statement-breakpoint
DELETE FROM "blueprints";--> statement-breakpoint
DROP INDEX "blueprints_product_version_idx";--> statement-breakpoint
ALTER TABLE "blueprints" DROP COLUMN "version";--> statement-breakpoint
ALTER TABLE "blueprints" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "blueprints" DROP COLUMN "is_active";--> statement-breakpoint
ALTER TABLE "blueprints" DROP COLUMN "kind";--> statement-breakpoint
ALTER TABLE "blueprints" DROP COLUMN "prompt_template";--> statement-breakpoint
ALTER TABLE "blueprints" DROP COLUMN "negative_prompt";--> statement-breakpoint
ALTER TABLE "blueprints" DROP COLUMN "style_preset";--> statement-breakpoint
ALTER TABLE "blueprints" DROP COLUMN "caption_template";--> statement-breakpoint
ALTER TABLE "blueprints" DROP COLUMN "provider";--> statement-breakpoint
ALTER TABLE "blueprints" DROP COLUMN "model";--> statement-breakpoint
ALTER TABLE "blueprints" DROP COLUMN "width";--> statement-breakpoint
ALTER TABLE "blueprints" DROP COLUMN "height";--> statement-breakpoint
ALTER TABLE "blueprints" DROP COLUMN "images_per_run";--> statement-breakpoint
ALTER TABLE "blueprints" DROP COLUMN "field_roles";--> statement-breakpoint
ALTER TABLE "blueprints" ADD COLUMN "live_version_id" uuid;--> statement-breakpoint
ALTER TABLE "blueprints" ADD COLUMN "split_version_id" uuid;--> statement-breakpoint
ALTER TABLE "blueprints" ADD COLUMN "split_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "blueprints" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
INSERT INTO "blueprints" ("product_id", "created_at", "updated_at")
  SELECT "product_id", min("created_at"), max("created_at") FROM "blueprints_0008" GROUP BY "product_id";--> statement-breakpoint
INSERT INTO "blueprint_versions" ("id", "blueprint_id", "version", "kind", "prompt_template",
    "negative_prompt", "caption_template", "field_roles", "style_preset", "provider", "model",
    "width", "height", "images_per_run", "change_note", "created_at")
  SELECT o."id", b."id", o."version", o."kind", o."prompt_template", o."negative_prompt",
    o."caption_template", o."field_roles", o."style_preset", o."provider", o."model", o."width",
    o."height", o."images_per_run",
    CASE WHEN o."version" = 1 THEN 'First version' ELSE 'Version ' || o."version" END
      || ' (' || o."name" || ', saved before blueprint versions)',
    o."created_at"
  FROM "blueprints_0008" o JOIN "blueprints" b ON b."product_id" = o."product_id";--> statement-breakpoint
UPDATE "blueprints" b SET "live_version_id" = (
  SELECT o."id" FROM "blueprints_0008" o WHERE o."product_id" = b."product_id"
  ORDER BY o."is_active" DESC, o."version" DESC LIMIT 1);--> statement-breakpoint
INSERT INTO "blueprint_live_moves" ("blueprint_id", "from_version_id", "to_version_id", "created_at")
  SELECT "id", NULL, "live_version_id", "created_at" FROM "blueprints";--> statement-breakpoint
DROP TABLE "blueprints_0008";--> statement-breakpoint
ALTER TABLE "blueprint_live_moves" ADD CONSTRAINT "blueprint_live_moves_blueprint_id_blueprints_id_fk" FOREIGN KEY ("blueprint_id") REFERENCES "public"."blueprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blueprint_live_moves" ADD CONSTRAINT "blueprint_live_moves_from_version_id_blueprint_versions_id_fk" FOREIGN KEY ("from_version_id") REFERENCES "public"."blueprint_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blueprint_live_moves" ADD CONSTRAINT "blueprint_live_moves_to_version_id_blueprint_versions_id_fk" FOREIGN KEY ("to_version_id") REFERENCES "public"."blueprint_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blueprint_live_moves" ADD CONSTRAINT "blueprint_live_moves_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blueprint_versions" ADD CONSTRAINT "blueprint_versions_blueprint_id_blueprints_id_fk" FOREIGN KEY ("blueprint_id") REFERENCES "public"."blueprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blueprint_versions" ADD CONSTRAINT "blueprint_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blueprint_live_moves_blueprint_idx" ON "blueprint_live_moves" USING btree ("blueprint_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "blueprint_versions_number_idx" ON "blueprint_versions" USING btree ("blueprint_id","version");--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_blueprint_version_id_blueprint_versions_id_fk" FOREIGN KEY ("blueprint_version_id") REFERENCES "public"."blueprint_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blueprints" ADD CONSTRAINT "blueprints_live_version_id_blueprint_versions_id_fk" FOREIGN KEY ("live_version_id") REFERENCES "public"."blueprint_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blueprints" ADD CONSTRAINT "blueprints_split_version_id_blueprint_versions_id_fk" FOREIGN KEY ("split_version_id") REFERENCES "public"."blueprint_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blueprints" ADD CONSTRAINT "blueprints_product_id_unique" UNIQUE("product_id");--> statement-breakpoint
CREATE FUNCTION "blueprint_versions_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'blueprint_versions are immutable: save a new version instead of changing version % of blueprint %', OLD.version, OLD.blueprint_id;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "blueprint_versions_immutable" BEFORE UPDATE ON "blueprint_versions" FOR EACH ROW EXECUTE FUNCTION "blueprint_versions_immutable"();
