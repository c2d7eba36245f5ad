-- Match day (docs/product.md, "Who is going", "No-shows", "Walk-ins"): each member's answer to a team booking
-- ('Voy' / 'No voy') and whether they paid their share to the team's owner; a booking whose team or customer did not
-- come ('No se presentó'), cancelled by its field's administrator after its start; and a walk-in booked by hand
-- without a cellphone.
CREATE TABLE "reservation_attendance" (
	"reservation_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"going" boolean NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reservation_attendance_reservation_id_player_id_pk" PRIMARY KEY("reservation_id","player_id")
);
--> statement-breakpoint
ALTER TABLE "reservation_attendance" ADD CONSTRAINT "reservation_attendance_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_attendance" ADD CONSTRAINT "reservation_attendance_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_attendance_player_idx" ON "reservation_attendance" USING btree ("player_id");--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "no_show" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_show_check" CHECK (not "reservations"."no_show" or "reservations"."status" = 'CANCELED');--> statement-breakpoint
CREATE INDEX "reservations_team_no_show_idx" ON "reservations" USING btree ("team_id") WHERE "reservations"."no_show";--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_customer_check";--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_customer_check" CHECK (("reservations"."customer_name" is null and "reservations"."customer_cellphone" is null) or ("reservations"."customer_name" is not null and "reservations"."team_id" is null));
