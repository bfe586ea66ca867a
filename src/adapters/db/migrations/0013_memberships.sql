CREATE TABLE "cart_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"level_id" integer NOT NULL,
	"payment_option" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"auto_renew" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"benefits" jsonb NOT NULL,
	"benefits_value_cents" integer DEFAULT 0 NOT NULL,
	"mode_of_sale_id" integer,
	"general_public" boolean DEFAULT true NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"renewal_window_days" integer DEFAULT 60 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "membership_levels_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "membership_prices" (
	"level_id" integer NOT NULL,
	"payment_option" text NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "membership_prices_level_id_payment_option_pk" PRIMARY KEY("level_id","payment_option"),
	CONSTRAINT "membership_prices_positive" CHECK ("membership_prices"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"payment_option" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"starts_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"plan_id" text,
	"order_id" integer,
	"reminded_for" date,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "memberships_dates" CHECK ("memberships"."expires_on" >= "memberships"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "order_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"payment_option" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"auto_renew" boolean NOT NULL,
	"benefits_value_cents" integer DEFAULT 0 NOT NULL,
	"membership_id" integer
);
--> statement-breakpoint
CREATE TABLE "payment_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"interval" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"anchor_on" date NOT NULL,
	"provider" text NOT NULL,
	"payment_method_ref" text,
	"payment_method_label" text,
	"mandate" text DEFAULT 'setting-up' NOT NULL,
	"setup_session_id" text,
	"status" text DEFAULT 'active' NOT NULL,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"fund_id" integer,
	"recognition_name" text,
	"anonymous" boolean DEFAULT false NOT NULL,
	"membership_id" integer,
	"order_id" integer,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_plans_amount" CHECK ("payment_plans"."amount_cents" > 0),
	CONSTRAINT "payment_plans_kind" CHECK (("payment_plans"."kind" = 'donation') = ("payment_plans"."fund_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "plan_instalments" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"seq" integer NOT NULL,
	"due_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"state" text DEFAULT 'due' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"payment_reference" text,
	"failure_reason" text,
	"order_id" integer,
	"paid_at" timestamp with time zone,
	CONSTRAINT "plan_instalments_amount" CHECK ("plan_instalments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "test_gateway_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_method_ref" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_gateway_charges_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "test_gateway_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"off_session_outcome" text NOT NULL,
	"last4" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_donations" ADD COLUMN "recurring" text;--> statement-breakpoint
ALTER TABLE "order_donations" ADD COLUMN "recurring" text;--> statement-breakpoint
ALTER TABLE "test_gateway_sessions" ADD COLUMN "mode" text DEFAULT 'payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_gateway_sessions" ADD COLUMN "save_payment_method" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "test_gateway_sessions" ADD COLUMN "payment_method_id" text;--> statement-breakpoint
ALTER TABLE "cart_memberships" ADD CONSTRAINT "cart_memberships_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "cart_memberships" ADD CONSTRAINT "cart_memberships_level_id_membership_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."membership_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_levels" ADD CONSTRAINT "membership_levels_mode_of_sale_id_modes_of_sale_id_fk" FOREIGN KEY ("mode_of_sale_id") REFERENCES "public"."modes_of_sale"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_prices" ADD CONSTRAINT "membership_prices_level_id_membership_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."membership_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_level_id_membership_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."membership_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_plan_id_payment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."payment_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_memberships" ADD CONSTRAINT "order_memberships_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_memberships" ADD CONSTRAINT "order_memberships_level_id_membership_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."membership_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_instalments" ADD CONSTRAINT "plan_instalments_plan_id_payment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."payment_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_instalments" ADD CONSTRAINT "plan_instalments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_memberships_one_per_cart_idx" ON "cart_memberships" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_one_per_level_idx" ON "memberships" USING btree ("customer_id","level_id");--> statement-breakpoint
CREATE INDEX "order_memberships_order_id_index" ON "order_memberships" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_plans_customer_id_index" ON "payment_plans" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_instalments_seq_idx" ON "plan_instalments" USING btree ("plan_id","seq");--> statement-breakpoint
CREATE INDEX "plan_instalments_due_idx" ON "plan_instalments" USING btree ("next_attempt_at") WHERE "plan_instalments"."state" in ('due', 'charging');