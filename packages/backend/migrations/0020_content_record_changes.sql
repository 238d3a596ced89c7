-- Written by hand (drizzle-kit does not generate functions or triggers), ADR 0023: a content record
-- written — a page, a landing page, an FAQ entry, a shop, a category, a cross-sell, the header, the
-- footer, the home page — is recorded in content_changes like a product, and announced the same
-- way; every page may show it (the header, a category's title in a breadcrumb), so the site's
-- refresher renders every page again. The feature flags (`b2c-features`) are read by the server
-- and the browser on each visit (ADR 0017): no page changes with them.
CREATE FUNCTION "record_content_record_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"record" jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
BEGIN
	IF "record" ->> 'type' = 'b2c-features' THEN
		RETURN NULL;
	END IF;
	IF TG_OP = 'UPDATE' AND to_jsonb(OLD) IS NOT DISTINCT FROM to_jsonb(NEW) THEN
		RETURN NULL;
	END IF;
	PERFORM "record_change"(
		'content',
		concat_ws('/', "record" ->> 'type', "record" ->> 'key'),
		jsonb_build_object('type', "record" ->> 'type', 'key', "record" ->> 'key', 'locale', "record" ->> 'locale')
	);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "content_entries_content_changes"
	AFTER INSERT OR UPDATE OR DELETE ON "content_entries"
	FOR EACH ROW EXECUTE FUNCTION "record_content_record_change"();
--> statement-breakpoint
CREATE TRIGGER "content_singletons_content_changes"
	AFTER INSERT OR UPDATE OR DELETE ON "content_singletons"
	FOR EACH ROW EXECUTE FUNCTION "record_content_record_change"();
