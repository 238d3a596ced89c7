CREATE TABLE "content_entries" (
	"type" text NOT NULL,
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "content_entries_type_key_locale_pk" PRIMARY KEY("type","key","locale")
);
--> statement-breakpoint
CREATE TABLE "image_upload_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"path" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"slug" text NOT NULL,
	"kind" text DEFAULT 'product' NOT NULL,
	"animal" text NOT NULL,
	"food_type" text NOT NULL,
	"brand" text NOT NULL,
	"name" text NOT NULL,
	"categories" jsonb NOT NULL,
	"viewable" boolean DEFAULT true NOT NULL,
	"best_seller_rank" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_kind_check" CHECK ("products"."kind" in ('product', 'sample'))
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"path" text PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"status" integer DEFAULT 301 NOT NULL,
	"app_middleware" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"app_name" text NOT NULL,
	"locale" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign" text NOT NULL,
	"app_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "products_animal_food_type_idx" ON "products" USING btree ("animal","food_type");