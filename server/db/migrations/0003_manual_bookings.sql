ALTER TABLE "reservations" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "customer_cellphone" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "series_id" text;--> statement-breakpoint
CREATE INDEX "reservations_series_idx" ON "reservations" USING btree ("series_id","reservation_date");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_customer_check" CHECK (("reservations"."customer_name" is null and "reservations"."customer_cellphone" is null) or ("reservations"."customer_name" is not null and "reservations"."customer_cellphone" is not null and "reservations"."team_id" is null));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_party_check" CHECK ("reservations"."status" <> 'ACTIVE' or "reservations"."team_id" is not null or "reservations"."customer_name" is not null);