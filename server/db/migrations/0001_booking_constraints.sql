-- The rules of booking that the database itself guarantees, whatever the application does.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- No two ACTIVE reservations of one field overlap (back to back is fine: ranges are half-open).
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap"
  EXCLUDE USING gist ("field_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" = 'ACTIVE');
--> statement-breakpoint
-- A team holds at most one ACTIVE reservation.
CREATE UNIQUE INDEX "reservations_one_active_per_team" ON "reservations" ("team_id") WHERE "status" = 'ACTIVE';
