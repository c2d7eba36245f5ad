-- The field's news ('Novedades' on home-admin, docs/api.md "Field news"): when a team's owner moved or cancelled a
-- booking, and the administrator's last look at them.
ALTER TABLE "reservations" ADD COLUMN "moved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "team_canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "news_seen_at" timestamp with time zone;