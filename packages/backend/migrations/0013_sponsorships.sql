CREATE TABLE "referral_codes" (
	"customer_id" bigint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "referral_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sponsorships" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sponsor_id" bigint NOT NULL,
	"friend_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"rewarded_at" timestamp with time zone,
	"reward_coupon_code" text
);
--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_sponsor_id_customers_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_friend_id_customers_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sponsorships_friend" ON "sponsorships" USING btree ("friend_id");--> statement-breakpoint
CREATE INDEX "sponsorships_sponsor" ON "sponsorships" USING btree ("sponsor_id");