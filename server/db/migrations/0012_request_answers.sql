-- The answers of requests sent with an Idempotency-Key, kept a day, so that a request sent again after its
-- answer was lost is not made twice (docs/api.md, "A lost answer").
CREATE TABLE "request_answers" (
	"user_id" integer NOT NULL,
	"key" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "request_answers_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "request_answers" ADD CONSTRAINT "request_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;