-- The field's cash book: each payment and refund recorded, with its amount and when (docs/product.md, "Cash book").
-- Reservations paid before it hold their totals only; the book starts with the first change recorded after it.
CREATE TABLE "payment_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_movements_amount_check" CHECK ("payment_movements"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "payment_movements" ADD CONSTRAINT "payment_movements_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_movements" ADD CONSTRAINT "payment_movements_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_movements_field_idx" ON "payment_movements" USING btree ("field_id","recorded_at");