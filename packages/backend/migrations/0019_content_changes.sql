CREATE TABLE "content_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"detail" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Written by hand below (drizzle-kit does not generate functions or triggers), ADR 0023: each write
-- to a product is recorded in the same transaction, with where its pages are before and after, and
-- announced to every listener once the transaction commits (one notification a transaction: the
-- payload is empty, and PostgreSQL folds identical ones). Stock counts are left out, as for the
-- catalogue's version (migration 0018): an order changes no page.
CREATE FUNCTION "product_placement"("product" "products") RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
	SELECT jsonb_build_object('slug', "product"."slug", 'categories', "product"."categories", 'viewable', "product"."viewable");
$$;
--> statement-breakpoint
-- One change recorded and announced; every trigger that records one calls this (migration 0020 too).
CREATE FUNCTION "record_change"("change_kind" text, "change_key" text, "change_detail" jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	-- The catalogue's row, locked until this transaction ends (the version's bump takes it too):
	-- writers take their change's number one after the other, so numbers are committed in order,
	-- and a reader that has seen number n has seen every change before it.
	PERFORM 1 FROM "catalogue_version" WHERE "id" = 1 FOR UPDATE;
	INSERT INTO "content_changes" ("kind", "key", "detail") VALUES ("change_kind", "change_key", "change_detail");
	PERFORM pg_notify('gamelle_content_changes', '');
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "record_content_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' THEN
		IF "catalogue_searchable"(OLD) IS NOT DISTINCT FROM "catalogue_searchable"(NEW) THEN
			RETURN NULL;
		END IF;
	END IF;
	PERFORM "record_change"(
		'product',
		CASE WHEN TG_OP = 'DELETE' THEN OLD."sku" ELSE NEW."sku" END,
		jsonb_build_object(
			'before', CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE "product_placement"(OLD) END,
			'after', CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE "product_placement"(NEW) END
		)
	);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_content_changes"
	AFTER INSERT OR UPDATE OR DELETE ON "products"
	FOR EACH ROW EXECUTE FUNCTION "record_content_change"();
