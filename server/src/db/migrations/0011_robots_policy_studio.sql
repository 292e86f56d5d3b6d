CREATE TABLE "llms_txt_generations" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"pages_total" integer DEFAULT 0 NOT NULL,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"llms_txt" text,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_by" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "robots_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"version" integer NOT NULL,
	"policy" jsonb NOT NULL,
	"created_by" integer,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "robots_txt_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"last_checked_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"http_status" integer,
	"content" text DEFAULT '' NOT NULL,
	"content_sha256" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "llms_txt_generations" ADD CONSTRAINT "llms_txt_generations_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robots_policies" ADD CONSTRAINT "robots_policies_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robots_txt_versions" ADD CONSTRAINT "robots_txt_versions_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "llms_txt_generations_website_idx" ON "llms_txt_generations" USING btree ("website_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "robots_policies_website_version_unique" ON "robots_policies" USING btree ("website_id","version");--> statement-breakpoint
CREATE INDEX "robots_txt_versions_website_time_idx" ON "robots_txt_versions" USING btree ("website_id","fetched_at");