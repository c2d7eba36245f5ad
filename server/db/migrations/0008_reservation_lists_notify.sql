-- Every change to what a reservation list shows (the reservations, the teams and fields they name, who is
-- in a team, which field an administrator has) tells the server processes that LISTEN on
-- 'canchas_reservation_lists_changed', at its commit, that the reservation pages they keep are stale
-- (server/services/kept.ts). One notification per statement; PostgreSQL folds a transaction's into one.
CREATE FUNCTION "canchas_reservation_lists_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('canchas_reservation_lists_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "reservations_lists_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reservations" FOR EACH STATEMENT EXECUTE FUNCTION "canchas_reservation_lists_changed"();
--> statement-breakpoint
CREATE TRIGGER "teams_lists_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "teams" FOR EACH STATEMENT EXECUTE FUNCTION "canchas_reservation_lists_changed"();
--> statement-breakpoint
CREATE TRIGGER "team_members_lists_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_members" FOR EACH STATEMENT EXECUTE FUNCTION "canchas_reservation_lists_changed"();
--> statement-breakpoint
CREATE TRIGGER "fields_lists_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fields" FOR EACH STATEMENT EXECUTE FUNCTION "canchas_reservation_lists_changed"();
