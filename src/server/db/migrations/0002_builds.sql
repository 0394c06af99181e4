CREATE TABLE "saved_builds" (
	"public_id" text PRIMARY KEY NOT NULL,
	"build" jsonb NOT NULL,
	"total_pence" integer NOT NULL,
	"build_time_days" integer NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
