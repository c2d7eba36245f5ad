-- What the field's administrator has received for a reservation (docs/product.md, "Payments"): 0 until they record it.
ALTER TABLE "reservations" ADD COLUMN "paid" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_paid_check" CHECK ("reservations"."paid" between 0 and "reservations"."price");