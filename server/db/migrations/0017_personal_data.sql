-- Personal data as Colombian law asks (docs/product.md, "Your data and your rights"), and money kept in whole pesos.
-- Each consent to the data-treatment policy, with its version and moment: the proof the law asks to keep.
-- Accounts made before have none, so their next log-in asks for it.
CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"policy_version" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "consents_source_check" CHECK ("consents"."source" in ('REGISTER', 'LOGIN'))
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id","accepted_at");--> statement-breakpoint
-- 'Mostrar mi celular a otros jugadores': off unless the player chooses it, existing accounts too.
ALTER TABLE "users" ADD COLUMN "show_cellphone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A sign-up sent again with its Idempotency-Key is matched on a digest of its whole body, never on its password.
ALTER TABLE "users" ADD COLUMN "registration_digest" text;--> statement-breakpoint
-- An administrator who deleted their account while their field had money recorded: the row is kept, anonymised.
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
-- An invitation is a request the team's owner sends and the player answers (a minor joins a team only so).
ALTER TABLE "applications" ADD COLUMN "kind" text DEFAULT 'REQUEST' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_kind_check" CHECK ("applications"."kind" in ('REQUEST', 'INVITATION'));--> statement-breakpoint
-- A team's booking moved from one field to another: news to both fields.
CREATE TABLE "reservation_field_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"from_field_id" integer NOT NULL,
	"to_field_id" integer NOT NULL,
	"moved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservation_field_moves" ADD CONSTRAINT "reservation_field_moves_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_field_moves" ADD CONSTRAINT "reservation_field_moves_from_field_id_fields_id_fk" FOREIGN KEY ("from_field_id") REFERENCES "public"."fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_field_moves" ADD CONSTRAINT "reservation_field_moves_to_field_id_fields_id_fk" FOREIGN KEY ("to_field_id") REFERENCES "public"."fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_field_moves_from_idx" ON "reservation_field_moves" USING btree ("from_field_id","moved_at");--> statement-breakpoint
CREATE INDEX "reservation_field_moves_to_idx" ON "reservation_field_moves" USING btree ("to_field_id","moved_at");--> statement-breakpoint
-- A customer the administrator deleted reads 'Cliente', without a cellphone.
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_customer_check";--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_customer_check" CHECK (("reservations"."customer_name" is null and "reservations"."customer_cellphone" is null) or ("reservations"."customer_name" is not null and "reservations"."team_id" is null and ("reservations"."customer_cellphone" is not null or "reservations"."customer_name" = 'Cliente')));--> statement-breakpoint
-- Whole pesos. Each reservation's movements of a kind are rounded on their running total (half up), so they still
-- add up to its rounded paid or refunded, and the day's book to the sum of its movements; a movement that rounds to
-- nothing moved no whole peso and goes.
ALTER TABLE "payment_movements" DROP CONSTRAINT "payment_movements_amount_check";--> statement-breakpoint
UPDATE "payment_movements" AS m SET "amount" = w.whole FROM (
	SELECT "id",
		floor(sum("amount") OVER (PARTITION BY "reservation_id", "kind" ORDER BY "recorded_at", "id") + 0.5)
		- floor(sum("amount") OVER (PARTITION BY "reservation_id", "kind" ORDER BY "recorded_at", "id") - "amount" + 0.5) AS whole
	FROM "payment_movements"
) AS w WHERE w."id" = m."id";--> statement-breakpoint
DELETE FROM "payment_movements" WHERE "amount" = 0;--> statement-breakpoint
ALTER TABLE "payment_movements" ALTER COLUMN "amount" SET DATA TYPE integer USING "amount"::integer;--> statement-breakpoint
ALTER TABLE "payment_movements" ADD CONSTRAINT "payment_movements_amount_check" CHECK ("payment_movements"."amount" <> 0);--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "paid" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "refunded" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "price" SET DATA TYPE integer USING floor("price" + 0.5)::integer;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "paid" SET DATA TYPE integer USING floor("paid" + 0.5)::integer;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "refunded" SET DATA TYPE integer USING floor("refunded" + 0.5)::integer;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "paid" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "refunded" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "fields" ALTER COLUMN "hourly_rate" SET DATA TYPE integer USING floor("hourly_rate" + 0.5)::integer;--> statement-breakpoint
ALTER TABLE "fields" ALTER COLUMN "night_rate" SET DATA TYPE integer USING floor("night_rate" + 0.5)::integer;--> statement-breakpoint
ALTER TABLE "fields" ALTER COLUMN "weekend_rate" SET DATA TYPE integer USING floor("weekend_rate" + 0.5)::integer;
