-- A team's invitation link (docs/api.md, "Team invitations"): one live link per team, kept as the SHA-256 of its
-- secret (a copy of the database gives no link that works), valid until expires_at; gone with its team.
CREATE TABLE "team_invites" (
	"team_id" integer PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "team_invites_secret_hash_key" ON "team_invites" USING btree ("secret_hash");
--> statement-breakpoint
-- How a team reaches the field and pays its deposit (docs/api.md, "Who sees what"): both optional, none on the
-- fields there are.
ALTER TABLE "fields" ADD COLUMN "whatsapp" text;
--> statement-breakpoint
ALTER TABLE "fields" ADD COLUMN "payment_instructions" text;
--> statement-breakpoint
ALTER TABLE "fields" ADD CONSTRAINT "fields_whatsapp_check" CHECK ("fields"."whatsapp" is null or "fields"."whatsapp" ~ '^[0-9]{10}$');
