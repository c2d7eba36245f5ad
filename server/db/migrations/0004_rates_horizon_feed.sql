ALTER TABLE "fields" ADD COLUMN "night_rate" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "fields" ADD COLUMN "night_from" text;--> statement-breakpoint
ALTER TABLE "fields" ADD COLUMN "weekend_rate" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "fields" ADD COLUMN "booking_horizon_days" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "price" numeric(12, 2);--> statement-breakpoint
UPDATE "reservations" r SET "price" = r."hours" * f."hourly_rate" FROM "fields" f WHERE f."id" = r."field_id";--> statement-breakpoint
UPDATE "reservations" SET "price" = 0 WHERE "price" IS NULL;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "price" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "calendar_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "teams_calendar_token_key" ON "teams" USING btree ("calendar_token");--> statement-breakpoint
ALTER TABLE "fields" ADD CONSTRAINT "fields_night_rate_check" CHECK (("fields"."night_rate" is null) = ("fields"."night_from" is null) and ("fields"."night_rate" is null or "fields"."night_rate" >= 0));--> statement-breakpoint
ALTER TABLE "fields" ADD CONSTRAINT "fields_weekend_rate_check" CHECK ("fields"."weekend_rate" is null or "fields"."weekend_rate" >= 0);--> statement-breakpoint
ALTER TABLE "fields" ADD CONSTRAINT "fields_horizon_check" CHECK ("fields"."booking_horizon_days" between 1 and 365);