-- The Idempotency-Key a sign-up came with, so that the same sign-up sent again after its answer was lost is
-- answered with the account it made (docs/api.md, "Auth service").
ALTER TABLE "users" ADD COLUMN "registration_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "users_registration_key" ON "users" USING btree ("registration_key");