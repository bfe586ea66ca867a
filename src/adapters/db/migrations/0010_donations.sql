CREATE TABLE "cart_donations" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"fund_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"appeal" text,
	"recognition_name" text,
	"anonymous" boolean DEFAULT false NOT NULL,
	"tribute_kind" text,
	"tribute_name" text,
	"tribute_notify_email" text,
	"gift_aid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cart_donations_amount" CHECK ("cart_donations"."amount_cents" between 100 and 10000000)
);
--> statement-breakpoint
CREATE TABLE "funds" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"goal_cents" integer,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "funds_goal_positive" CHECK ("funds"."goal_cents" is null or "funds"."goal_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_donations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"fund_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"appeal" text,
	"recognition_name" text,
	"anonymous" boolean DEFAULT false NOT NULL,
	"tribute_kind" text,
	"tribute_name" text,
	"tribute_notify_email" text,
	"gift_aid" boolean DEFAULT false NOT NULL,
	CONSTRAINT "order_donations_amount" CHECK ("order_donations"."amount_cents" between 100 and 10000000)
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_method" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_donations" ADD CONSTRAINT "cart_donations_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "cart_donations" ADD CONSTRAINT "cart_donations_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_donations" ADD CONSTRAINT "order_donations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_donations" ADD CONSTRAINT "order_donations_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_donations_one_per_fund_idx" ON "cart_donations" USING btree ("cart_id","fund_id");--> statement-breakpoint
CREATE INDEX "order_donations_order_id_index" ON "order_donations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_donations_fund_id_index" ON "order_donations" USING btree ("fund_id");