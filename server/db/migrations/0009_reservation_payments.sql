-- What the field's administrator has received for a reservation (docs/product.md, "Payments"): 0 until they record it.
-- home-admin's figures sum it with the price, so the stats index carries it too (still index-only scans).
DROP INDEX "reservations_field_stats_idx";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "paid" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "reservations_field_stats_idx" ON "reservations" USING btree ("field_id","reservation_date","status","start_time","hours","price","paid") WHERE "reservations"."status" in ('ACTIVE', 'FINISHED');--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_paid_check" CHECK ("reservations"."paid" between 0 and "reservations"."price");