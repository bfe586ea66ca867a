ALTER TABLE "plan_instalments" ADD COLUMN "mailed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What was recorded before this column was told of already (the first payment by its order).
UPDATE "plan_instalments" SET "mailed_attempts" = "attempts";
