ALTER TABLE "customers" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "lockouts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Accounts locked "until a reset" under the old rule are unlocked: a lock now ends by itself (decision 012).
UPDATE "customers" SET "failed_logins" = 0 WHERE "locked_at" IS NOT NULL;
