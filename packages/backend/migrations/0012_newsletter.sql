CREATE TABLE "newsletter_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"token_hash" text NOT NULL,
	"source" text DEFAULT 'footer' NOT NULL,
	"coupon_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscriptions_status_check" CHECK ("newsletter_subscriptions"."status" in ('pending', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
ALTER TABLE "promotion_coupons" ADD COLUMN "single_use" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email" ON "newsletter_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_token" ON "newsletter_subscriptions" USING btree ("token_hash");