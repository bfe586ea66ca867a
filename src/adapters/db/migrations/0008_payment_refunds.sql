ALTER TABLE "payments" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "test_gateway_sessions" ADD COLUMN "refund_id" text;