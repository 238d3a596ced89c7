ALTER TABLE "subscriptions" ADD COLUMN "next_items" jsonb;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_frequency_days" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "following_shipping_date" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "abort_reason" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "abort_message" text;