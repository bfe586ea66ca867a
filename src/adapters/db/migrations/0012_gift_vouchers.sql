CREATE TABLE "cart_gift_voucher_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"voucher_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_gift_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"recipient_name" text,
	"recipient_email" text,
	"message" text,
	"deliver_on" date,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cart_gift_vouchers_amount" CHECK ("cart_gift_vouchers"."amount_cents" between 100 and 100000),
	CONSTRAINT "cart_gift_vouchers_quantity" CHECK ("cart_gift_vouchers"."quantity" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "gift_voucher_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"voucher_id" integer NOT NULL,
	"kind" text NOT NULL,
	"delta_cents" integer NOT NULL,
	"order_id" integer,
	"customer_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_voucher_ledger_delta" CHECK ("gift_voucher_ledger"."delta_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "gift_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"code_digest" text NOT NULL,
	"order_gift_voucher_id" integer,
	"buyer_customer_id" integer,
	"amount_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"recipient_name" text,
	"recipient_email" text,
	"message" text,
	"deliver_on" date,
	"sent_at" timestamp with time zone,
	"send_attempts" integer DEFAULT 0 NOT NULL,
	"next_send_at" timestamp with time zone,
	"locale" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_vouchers_balance" CHECK ("gift_vouchers"."amount_cents" > 0 and "gift_vouchers"."balance_cents" between 0 and "gift_vouchers"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "order_gift_voucher_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"voucher_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reserved_until" timestamp with time zone NOT NULL,
	CONSTRAINT "order_gift_voucher_payments_amount" CHECK ("order_gift_voucher_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_gift_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"cart_line_id" integer,
	"amount_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"recipient_name" text,
	"recipient_email" text,
	"message" text,
	"deliver_on" date,
	CONSTRAINT "order_gift_vouchers_amount" CHECK ("order_gift_vouchers"."amount_cents" between 100 and 100000),
	CONSTRAINT "order_gift_vouchers_quantity" CHECK ("order_gift_vouchers"."quantity" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_voucher_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_gift_voucher_payments" ADD CONSTRAINT "cart_gift_voucher_payments_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "cart_gift_voucher_payments" ADD CONSTRAINT "cart_gift_voucher_payments_voucher_id_gift_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."gift_vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_gift_vouchers" ADD CONSTRAINT "cart_gift_vouchers_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "gift_voucher_ledger" ADD CONSTRAINT "gift_voucher_ledger_voucher_id_gift_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."gift_vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_voucher_ledger" ADD CONSTRAINT "gift_voucher_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_voucher_ledger" ADD CONSTRAINT "gift_voucher_ledger_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_order_gift_voucher_id_order_gift_vouchers_id_fk" FOREIGN KEY ("order_gift_voucher_id") REFERENCES "public"."order_gift_vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_buyer_customer_id_customers_id_fk" FOREIGN KEY ("buyer_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_gift_voucher_payments" ADD CONSTRAINT "order_gift_voucher_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_gift_voucher_payments" ADD CONSTRAINT "order_gift_voucher_payments_voucher_id_gift_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."gift_vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_gift_vouchers" ADD CONSTRAINT "order_gift_vouchers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_gift_voucher_payments_once_idx" ON "cart_gift_voucher_payments" USING btree ("cart_id","voucher_id");--> statement-breakpoint
CREATE INDEX "cart_gift_vouchers_cart_id_index" ON "cart_gift_vouchers" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "gift_voucher_ledger_voucher_id_index" ON "gift_voucher_ledger" USING btree ("voucher_id");--> statement-breakpoint
CREATE INDEX "gift_voucher_ledger_order_id_index" ON "gift_voucher_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_vouchers_code_digest_idx" ON "gift_vouchers" USING btree ("code_digest");--> statement-breakpoint
CREATE INDEX "gift_vouchers_buyer_customer_id_index" ON "gift_vouchers" USING btree ("buyer_customer_id");--> statement-breakpoint
CREATE INDEX "gift_vouchers_recipient_email_index" ON "gift_vouchers" USING btree ("recipient_email");--> statement-breakpoint
CREATE UNIQUE INDEX "order_gift_voucher_payments_once_idx" ON "order_gift_voucher_payments" USING btree ("order_id","voucher_id");--> statement-breakpoint
CREATE INDEX "order_gift_voucher_payments_voucher_id_index" ON "order_gift_voucher_payments" USING btree ("voucher_id");--> statement-breakpoint
CREATE INDEX "order_gift_vouchers_order_id_index" ON "order_gift_vouchers" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vouchers_within_total" CHECK ("orders"."gift_voucher_cents" >= 0 and "orders"."credit_cents" + "orders"."gift_voucher_cents" <= "orders"."total_cents");