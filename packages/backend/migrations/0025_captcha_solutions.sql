-- ADR 0027: proof-of-work captcha solutions already spent, one row per challenge until it expires,
-- so that a solution is accepted once by whichever instance receives it.
CREATE TABLE "captcha_solutions" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "captcha_solutions_expires" ON "captcha_solutions" USING btree ("expires_at");