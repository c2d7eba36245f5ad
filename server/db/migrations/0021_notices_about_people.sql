-- The person a notice's text names (who asked to join a team, who joined it by its link): the notice is deleted
-- with their account, as the law asks of their data (docs/api.md, "Your data").
ALTER TABLE "notification" ADD COLUMN "about_user_id" integer;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_about_user_id_users_id_fk" FOREIGN KEY ("about_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_about_idx" ON "notification" USING btree ("about_user_id") WHERE "notification"."about_user_id" is not null;