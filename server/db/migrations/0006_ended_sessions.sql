CREATE TABLE "ended_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"ended_at" timestamp with time zone NOT NULL
);
