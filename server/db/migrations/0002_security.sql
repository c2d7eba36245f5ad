CREATE TABLE "throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "users_document_number_key";--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "small_bytes" "bytea";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_document_number_lower_key" ON "users" USING btree (lower("document_number"));