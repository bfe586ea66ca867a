CREATE TABLE "sensory_booth_requests" (
	"cart_id" text NOT NULL,
	"performance_id" integer NOT NULL,
	"adults" smallint NOT NULL,
	"students" smallint NOT NULL,
	"seating_type" text NOT NULL,
	"seating_count" smallint NOT NULL,
	"accessibility_resources" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sensory_booth_requests_cart_id_performance_id_pk" PRIMARY KEY("cart_id","performance_id"),
	CONSTRAINT "sensory_booth_requests_party" CHECK ("sensory_booth_requests"."adults" between 0 and 4 and "sensory_booth_requests"."students" between 0 and 4 and "sensory_booth_requests"."adults" + "sensory_booth_requests"."students" >= 1)
);
--> statement-breakpoint
ALTER TABLE "sensory_booth_requests" ADD CONSTRAINT "sensory_booth_requests_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensory_booth_requests" ADD CONSTRAINT "sensory_booth_requests_performance_id_performances_id_fk" FOREIGN KEY ("performance_id") REFERENCES "public"."performances"("id") ON DELETE no action ON UPDATE no action;