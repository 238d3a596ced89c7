-- SPEC §4 pause and skip: a paused subscription keeps the day its deliveries go on and the first
-- delivery it took away; its history records each pause, skip and resume.
CREATE TABLE "subscription_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"skipped_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"next_shipping_date" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "paused_until" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "paused_from" text;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_events_subscription" ON "subscription_events" USING btree ("subscription_id");