-- A player removed from a team by its owner is kept, with the time, like one who left: a game that had started
-- keeps them among its players (server/data/attendance.ts); the owner may add them back.
ALTER TABLE "team_departures" ADD COLUMN "by_owner" boolean DEFAULT false NOT NULL;
