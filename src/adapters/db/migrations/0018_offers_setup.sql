ALTER TABLE "promo_codes" ADD COLUMN "usage_limit" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "usage_limit_per_customer" integer;--> statement-breakpoint
CREATE INDEX "orders_promo_code_idx" ON "orders" USING btree ("promo_code_id") WHERE "orders"."promo_code_id" is not null;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_usage_limits" CHECK (("promo_codes"."usage_limit" is null or "promo_codes"."usage_limit" > 0) and ("promo_codes"."usage_limit_per_customer" is null or "promo_codes"."usage_limit_per_customer" > 0));