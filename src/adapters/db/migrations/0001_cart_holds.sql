CREATE TABLE "cart_tickets" (
	"cart_id" text NOT NULL,
	"performance_id" integer NOT NULL,
	"seat_id" integer NOT NULL,
	"price_type_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cart_tickets_performance_id_seat_id_pk" PRIMARY KEY("performance_id","seat_id")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"extended" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_tickets" ADD CONSTRAINT "cart_tickets_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_tickets" ADD CONSTRAINT "cart_tickets_price_type_id_price_types_id_fk" FOREIGN KEY ("price_type_id") REFERENCES "public"."price_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_tickets" ADD CONSTRAINT "cart_tickets_seat_fk" FOREIGN KEY ("performance_id","seat_id") REFERENCES "public"."performance_seats"("performance_id","seat_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_tickets_cart_id_index" ON "cart_tickets" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "performance_seats_hold_id_index" ON "performance_seats" USING btree ("hold_id");--> statement-breakpoint
CREATE INDEX "performance_seats_held_until_idx" ON "performance_seats" USING btree ("held_until") WHERE "performance_seats"."status" = 'held';