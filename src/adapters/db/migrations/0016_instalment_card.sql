ALTER TABLE "plan_instalments" ADD COLUMN "payment_method_ref" text;--> statement-breakpoint
-- An attempt under way before this column charges the card its plan has.
UPDATE "plan_instalments" i SET "payment_method_ref" = p."payment_method_ref"
  FROM "payment_plans" p WHERE p."id" = i."plan_id" AND i."state" = 'charging';
