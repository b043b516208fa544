ALTER TABLE "product_fields" ADD COLUMN "max_images" integer;--> statement-breakpoint
-- The seed writes a shop's fields once and never updates them, so shops seeded before this
-- column get the seed's values here: the portraits' single subject photo takes one photo
-- (the family photo and the vision board's inspiration photos stay several, null).
UPDATE "product_fields" SET "max_images" = 1
WHERE "field_type" = 'image'
  AND ("product_id", "field_name") IN (
    SELECT p."id", f."name" FROM "products" p
    JOIN (VALUES ('divine-portrait', 'photo'), ('guardian-angel-pet', 'pet_photo'),
                 ('sacred-milestone', 'photo')) AS f("slug", "name") ON f."slug" = p."slug"
  );
