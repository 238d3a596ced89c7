CREATE TABLE "contact_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"order_id" text,
	"product_name" text,
	"message" text NOT NULL,
	"file_name" text,
	"file_type" text,
	"file_bytes" "bytea",
	"created_at" timestamp with time zone NOT NULL
);
