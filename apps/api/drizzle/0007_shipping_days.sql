ALTER TABLE "shipping_rates" ADD COLUMN "min_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD COLUMN "max_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
-- The seeded destinations' own transit times (the seed's values), for shops made before them.
UPDATE "shipping_rates" SET "min_days" = 3, "max_days" = 5 WHERE "destination" = 'US';--> statement-breakpoint
UPDATE "shipping_rates" SET "min_days" = 5, "max_days" = 8 WHERE "destination" IN ('CA', 'GB');--> statement-breakpoint
UPDATE "shipping_rates" SET "min_days" = 6, "max_days" = 10 WHERE "destination" = 'AU';--> statement-breakpoint
UPDATE "shipping_rates" SET "min_days" = 7, "max_days" = 14 WHERE "destination" = '*';
