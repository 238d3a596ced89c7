ALTER TABLE "customers" ADD COLUMN "professional" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "company" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "company_country" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "vat_number" text;