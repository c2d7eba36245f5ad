-- Of what was received for a reservation, what its field's administrator gave back once it was cancelled
-- (docs/product.md, "Payments"): 0 until they record a refund, never more than what was received.
ALTER TABLE "reservations" ADD COLUMN "refunded" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_refunded_check" CHECK ("reservations"."refunded" between 0 and "reservations"."paid");