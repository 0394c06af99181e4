CREATE TABLE "build_set_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"min_pence" integer NOT NULL,
	"max_pence" integer NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_meta" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"seed_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_meta_single_row" CHECK ("catalog_meta"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"long_name" text NOT NULL,
	"short_name" text NOT NULL,
	"description" text NOT NULL,
	"price_pence" integer,
	"stock_status" text NOT NULL,
	"stock_expected_date" date,
	"lead_time_days" integer,
	"image_url" text NOT NULL,
	"imagery" jsonb,
	"specs" jsonb NOT NULL,
	"source" text NOT NULL,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category");--> statement-breakpoint
CREATE UNIQUE INDEX "products_source_external_id_idx" ON "products" USING btree ("source","external_id");