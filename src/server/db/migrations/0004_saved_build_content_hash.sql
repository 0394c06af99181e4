ALTER TABLE "saved_builds" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "saved_builds" ADD CONSTRAINT "saved_builds_content_hash_unique" UNIQUE("content_hash");