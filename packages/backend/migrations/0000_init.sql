CREATE TABLE "content_singletons" (
	"type" text NOT NULL,
	"locale" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_singletons_type_locale_pk" PRIMARY KEY("type","locale")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_value" text NOT NULL,
	"state" text DEFAULT 'cart' NOT NULL,
	"channel_code" text NOT NULL,
	"locale_code" text NOT NULL,
	"currency_code" text DEFAULT 'EUR' NOT NULL,
	"items_total" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_token_value_unique" UNIQUE("token_value"),
	CONSTRAINT "orders_state_check" CHECK ("orders"."state" in ('new', 'cart', 'completed', 'cancelled'))
);
