CREATE TABLE "identity_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paypal_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" bigint NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "throttle_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "image_upload_tokens" ALTER COLUMN "used_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "gateway_cards" ADD COLUMN "customer_id" bigint;--> statement-breakpoint
ALTER TABLE "image_upload_tokens" ADD COLUMN "customer_id" bigint;--> statement-breakpoint
ALTER TABLE "image_upload_tokens" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "image_upload_tokens" ADD COLUMN "issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "customer_id" bigint;--> statement-breakpoint
ALTER TABLE "image_upload_tokens" ADD CONSTRAINT "image_upload_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_upload_tokens_customer" ON "image_upload_tokens" USING btree ("customer_id","issued_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_customer" ON "refresh_tokens" USING btree ("customer_id");