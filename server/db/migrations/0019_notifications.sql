-- Notices kept per user (docs/api.md "Notifications"): what happened to them, their team or their field, written in
-- the transaction of the change that caused it; `pushed_at` is when a process took it to send to the user's devices;
-- `once_key` names a notice that must be made once only (a game's reminder), whatever runs it twice.
-- Each insert tells the server processes that LISTEN on 'canchas_notification' (at its commit) whose notice it is,
-- so a user's open streams send it at once.
CREATE TABLE "notification" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"link" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"pushed_at" timestamp with time zone,
	"once_key" text
);
--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "notification_user_idx" ON "notification" USING btree ("user_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "notification_once_key" ON "notification" USING btree ("user_id","once_key") WHERE "notification"."once_key" is not null;
--> statement-breakpoint
CREATE INDEX "notification_unread_idx" ON "notification" USING btree ("user_id") WHERE "notification"."read_at" is null;
--> statement-breakpoint
CREATE FUNCTION "canchas_notification"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('canchas_notification', NEW.user_id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "notification_told" AFTER INSERT ON "notification" FOR EACH ROW EXECUTE FUNCTION "canchas_notification"();
--> statement-breakpoint
-- The devices a user asked to be told on ('Avisos en este teléfono'): a browser's Web Push subscription, made in one
-- session (its log-out removes it; ending all of the user's sessions removes all of them).
CREATE TABLE "push_subscription" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"session_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_subscription" ADD CONSTRAINT "push_subscription_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscription_endpoint_key" ON "push_subscription" USING btree ("endpoint");
--> statement-breakpoint
CREATE INDEX "push_subscription_user_idx" ON "push_subscription" USING btree ("user_id");
