-- Each cart line keeps its variant's net quantity (SPEC §3 weight and unit) for its price per
-- kilogram (directive 98/6/EC). Lines made before have none: they show no unit price.
ALTER TABLE "order_items" ADD COLUMN "net_weight" double precision;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "net_unit" text;