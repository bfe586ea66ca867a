CREATE TABLE "modes_of_sale" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_priority" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performance_prices" (
	"performance_id" integer NOT NULL,
	"price_band_id" integer NOT NULL,
	"price_type_id" integer NOT NULL,
	"mode_of_sale_id" integer NOT NULL,
	"base_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	CONSTRAINT "performance_prices_performance_id_price_band_id_price_type_id_mode_of_sale_id_pk" PRIMARY KEY("performance_id","price_band_id","price_type_id","mode_of_sale_id"),
	CONSTRAINT "performance_prices_amounts_non_negative" CHECK ("performance_prices"."base_cents" >= 0 AND "performance_prices"."fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "performance_seats" (
	"performance_id" integer NOT NULL,
	"seat_id" integer NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"hold_id" text,
	"held_until" timestamp with time zone,
	CONSTRAINT "performance_seats_performance_id_seat_id_pk" PRIMARY KEY("performance_id","seat_id")
);
--> statement-breakpoint
CREATE TABLE "performances" (
	"id" serial PRIMARY KEY NOT NULL,
	"production_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"on_sale_at" timestamp with time zone,
	"off_sale_at" timestamp with time zone,
	"cancelled" boolean DEFAULT false NOT NULL,
	"seating" text DEFAULT 'reserved' NOT NULL,
	"general_capacity" integer,
	"general_sold" integer DEFAULT 0 NOT NULL,
	"priority_mode_of_sale_id" integer,
	"access_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" jsonb
);
--> statement-breakpoint
CREATE TABLE "price_bands" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"online_sale" boolean DEFAULT true NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "price_bands_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "price_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"requires_access_registration" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "price_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "productions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"tagline" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"credits" jsonb NOT NULL,
	"genre" jsonb NOT NULL,
	"age_guidance" jsonb NOT NULL,
	"content_notes" jsonb NOT NULL,
	"duration_minutes" smallint,
	"image_url" text NOT NULL,
	"venue_id" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "productions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"row_id" integer NOT NULL,
	"label" text NOT NULL,
	"x" real NOT NULL,
	"y" real NOT NULL,
	"price_band_id" integer NOT NULL,
	"wheelchair" boolean DEFAULT false NOT NULL,
	"companion" boolean DEFAULT false NOT NULL,
	"aisle" boolean DEFAULT false NOT NULL,
	"restricted_view" jsonb,
	"step_free" jsonb,
	"position_in_row" text NOT NULL,
	"view_of_stage" text DEFAULT 'full' NOT NULL,
	"floors_above_stage" smallint DEFAULT 0 NOT NULL,
	"end_of_row" boolean DEFAULT false NOT NULL,
	"door" text,
	"box" text
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"label" text NOT NULL,
	"rows_in_front" smallint NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"level" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"address" text NOT NULL,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"has_seat_map" boolean DEFAULT true NOT NULL,
	"map_width" integer NOT NULL,
	"map_height" integer NOT NULL,
	"stage" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "performance_prices" ADD CONSTRAINT "performance_prices_performance_id_performances_id_fk" FOREIGN KEY ("performance_id") REFERENCES "public"."performances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_prices" ADD CONSTRAINT "performance_prices_price_band_id_price_bands_id_fk" FOREIGN KEY ("price_band_id") REFERENCES "public"."price_bands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_prices" ADD CONSTRAINT "performance_prices_price_type_id_price_types_id_fk" FOREIGN KEY ("price_type_id") REFERENCES "public"."price_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_prices" ADD CONSTRAINT "performance_prices_mode_of_sale_id_modes_of_sale_id_fk" FOREIGN KEY ("mode_of_sale_id") REFERENCES "public"."modes_of_sale"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_seats" ADD CONSTRAINT "performance_seats_performance_id_performances_id_fk" FOREIGN KEY ("performance_id") REFERENCES "public"."performances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_seats" ADD CONSTRAINT "performance_seats_seat_id_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performances" ADD CONSTRAINT "performances_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performances" ADD CONSTRAINT "performances_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performances" ADD CONSTRAINT "performances_priority_mode_of_sale_id_modes_of_sale_id_fk" FOREIGN KEY ("priority_mode_of_sale_id") REFERENCES "public"."modes_of_sale"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_section_id_venue_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."venue_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_row_id_venue_rows_id_fk" FOREIGN KEY ("row_id") REFERENCES "public"."venue_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_price_band_id_price_bands_id_fk" FOREIGN KEY ("price_band_id") REFERENCES "public"."price_bands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_rows" ADD CONSTRAINT "venue_rows_section_id_venue_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."venue_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_sections" ADD CONSTRAINT "venue_sections_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "performance_seats_performance_id_status_index" ON "performance_seats" USING btree ("performance_id","status");--> statement-breakpoint
CREATE INDEX "performances_starts_at_index" ON "performances" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "performances_production_id_index" ON "performances" USING btree ("production_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seats_row_id_label_index" ON "seats" USING btree ("row_id","label");--> statement-breakpoint
CREATE INDEX "seats_venue_id_index" ON "seats" USING btree ("venue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_rows_section_id_label_index" ON "venue_rows" USING btree ("section_id","label");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_sections_venue_id_code_index" ON "venue_sections" USING btree ("venue_id","code");