CREATE TABLE "admin_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"admin_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "time_zone" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "time_zone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "default_range_days" SET DEFAULT 7;--> statement-breakpoint
-- No release had the preferences yet: nobody chose these values, 0012's defaults only filled them in.
UPDATE "users" SET "time_zone" = NULL, "default_range_days" = 7;--> statement-breakpoint
CREATE INDEX "admin_actions_time_idx" ON "admin_actions" USING btree ("created_at");