CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_single_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
-- Written by hand below (drizzle-kit does not generate functions or triggers), ADR 0022: a write to
-- products moves the catalogue's version on, in its own transaction, so each instance's search
-- index sees the change with one primary-key read. Stock counts are left out: an order takes stock
-- and must neither rebuild every index nor wait on this row; search answers read them fresh.
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "catalogue_searchable"("product" "products") RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
	SELECT (to_jsonb("product") - 'data') || jsonb_build_object(
		'data',
		CASE WHEN jsonb_typeof("product"."data" -> 'ProductVariants') = 'array'
			THEN jsonb_set("product"."data", '{ProductVariants}', (
				SELECT coalesce(jsonb_agg("variant" - 'stock' - 'in_stock' ORDER BY "position"), '[]'::jsonb)
				FROM jsonb_array_elements("product"."data" -> 'ProductVariants') WITH ORDINALITY AS "variants"("variant", "position")
			))
			ELSE "product"."data"
		END
	);
$$;
--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' THEN
		IF "catalogue_searchable"(OLD) IS NOT DISTINCT FROM "catalogue_searchable"(NEW) THEN
			RETURN NULL;
		END IF;
	END IF;
	UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version_rows"
	AFTER UPDATE ON "products"
	FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version_statements"
	AFTER INSERT OR DELETE OR TRUNCATE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
