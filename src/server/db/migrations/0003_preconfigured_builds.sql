CREATE TABLE "game_filters" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category_name" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preconfigured_build_components" (
	"build_id" text NOT NULL,
	"field" text NOT NULL,
	"product_id" text NOT NULL,
	CONSTRAINT "preconfigured_build_components_build_id_field_pk" PRIMARY KEY("build_id","field")
);
--> statement-breakpoint
CREATE TABLE "preconfigured_build_games" (
	"build_id" text NOT NULL,
	"game_id" integer NOT NULL,
	CONSTRAINT "preconfigured_build_games_build_id_game_id_pk" PRIMARY KEY("build_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "preconfigured_build_resolutions" (
	"build_id" text NOT NULL,
	"resolution_id" integer NOT NULL,
	CONSTRAINT "preconfigured_build_resolutions_build_id_resolution_id_pk" PRIMARY KEY("build_id","resolution_id")
);
--> statement-breakpoint
CREATE TABLE "preconfigured_builds" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"chipset" integer NOT NULL,
	"case_size" integer,
	"fans_total" integer,
	"tag_reason" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "preconfigured_builds_chipset" CHECK ("preconfigured_builds"."chipset" in (1, 2)),
	CONSTRAINT "preconfigured_builds_case_size" CHECK ("preconfigured_builds"."case_size" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "preconfigured_builds_featured" (
	"build_id" text PRIMARY KEY NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preconfigured_builds_highlighted" (
	"build_id" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resolution_filters" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category_name" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "preconfigured_build_components" ADD CONSTRAINT "preconfigured_build_components_build_id_preconfigured_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "preconfigured_builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preconfigured_build_games" ADD CONSTRAINT "preconfigured_build_games_build_id_preconfigured_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "preconfigured_builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preconfigured_build_games" ADD CONSTRAINT "preconfigured_build_games_game_id_game_filters_id_fk" FOREIGN KEY ("game_id") REFERENCES "game_filters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preconfigured_build_resolutions" ADD CONSTRAINT "preconfigured_build_resolutions_build_id_preconfigured_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "preconfigured_builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preconfigured_build_resolutions" ADD CONSTRAINT "preconfigured_build_resolutions_resolution_id_resolution_filters_id_fk" FOREIGN KEY ("resolution_id") REFERENCES "resolution_filters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preconfigured_builds_featured" ADD CONSTRAINT "preconfigured_builds_featured_build_id_preconfigured_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "preconfigured_builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preconfigured_builds_highlighted" ADD CONSTRAINT "preconfigured_builds_highlighted_build_id_preconfigured_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "preconfigured_builds"("id") ON DELETE cascade ON UPDATE no action;