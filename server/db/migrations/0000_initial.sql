CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"application_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"hourly_rate" numeric(12, 2) NOT NULL,
	"opening_hour" text NOT NULL,
	"closing_hour" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"image_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fields_hours_check" CHECK ("fields"."opening_hour" < "fields"."closing_hour"),
	CONSTRAINT "fields_rate_check" CHECK ("fields"."hourly_rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "images" (
	"hash" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"field_id" integer,
	"team_id" integer,
	"field_name" text NOT NULL,
	"team_name" text NOT NULL,
	"reservation_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"hours" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_hours_check" CHECK ("reservations"."hours" between 1 and 3),
	CONSTRAINT "reservations_range_check" CHECK ("reservations"."starts_at" < "reservations"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"neighborhood" text NOT NULL,
	"max_players" integer NOT NULL,
	"image_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_max_players_check" CHECK ("teams"."max_players" >= 4)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"city" text NOT NULL,
	"age" integer NOT NULL,
	"cellphone" text NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"image_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('PLAYER', 'FIELD_ADMIN'))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fields" ADD CONSTRAINT "fields_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fields" ADD CONSTRAINT "fields_image_hash_images_hash_fk" FOREIGN KEY ("image_hash") REFERENCES "public"."images"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_image_hash_images_hash_fk" FOREIGN KEY ("image_hash") REFERENCES "public"."images"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_image_hash_images_hash_fk" FOREIGN KEY ("image_hash") REFERENCES "public"."images"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_pending_key" ON "applications" USING btree ("player_id","team_id") WHERE "applications"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "applications_team_idx" ON "applications" USING btree ("team_id","application_date");--> statement-breakpoint
CREATE INDEX "applications_player_idx" ON "applications" USING btree ("player_id","application_date");--> statement-breakpoint
CREATE UNIQUE INDEX "fields_admin_id_key" ON "fields" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "fields_status_idx" ON "fields" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "reservations_field_date_idx" ON "reservations" USING btree ("field_id","reservation_date","start_time");--> statement-breakpoint
CREATE INDEX "reservations_team_date_idx" ON "reservations" USING btree ("team_id","reservation_date","start_time");--> statement-breakpoint
CREATE INDEX "reservations_field_status_idx" ON "reservations" USING btree ("field_id","status");--> statement-breakpoint
CREATE INDEX "reservations_team_status_idx" ON "reservations" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "team_members_team_id_idx" ON "team_members" USING btree ("team_id","joined_at");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_owner_id_key" ON "teams" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_document_number_key" ON "users" USING btree ("document_number");--> statement-breakpoint
CREATE UNIQUE INDEX "users_cellphone_key" ON "users" USING btree ("cellphone");--> statement-breakpoint
CREATE INDEX "users_role_id_idx" ON "users" USING btree ("role","id");