CREATE TABLE "shared_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"slug" text NOT NULL,
	"label" text NOT NULL,
	"password_hash" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_blocks" (
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"markdown" text NOT NULL,
	"created_by" integer,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_blocks_key_version_pk" PRIMARY KEY("key","version")
);
--> statement-breakpoint
CREATE TABLE "registration_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" integer
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"data_retention_days" integer NOT NULL,
	"bot_simulation" boolean NOT NULL,
	"session_timeout_days" integer NOT NULL,
	"registration" text NOT NULL,
	"rate_limiting" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "system_settings_single_row" CHECK ("system_settings"."id" = 1),
	CONSTRAINT "system_settings_registration_check" CHECK ("system_settings"."registration" in ('open', 'invite', 'closed')),
	CONSTRAINT "system_settings_rate_limiting_check" CHECK ("system_settings"."rate_limiting" in ('disabled', 'standard', 'strict'))
);
--> statement-breakpoint
CREATE TABLE "website_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source_list" text NOT NULL,
	"format" text NOT NULL,
	"succeeded" integer NOT NULL,
	"failed" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_actions" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "monthly_traffic" integer;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "domain_authority" integer;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "source_list" text;--> statement-breakpoint
ALTER TABLE "shared_links" ADD CONSTRAINT "shared_links_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shared_links_slug_unique" ON "shared_links" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "shared_links_website_idx" ON "shared_links" USING btree ("website_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_invites_token_unique" ON "registration_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "registration_invites_email_idx" ON "registration_invites" USING btree ("email");--> statement-breakpoint
CREATE INDEX "website_imports_user_idx" ON "website_imports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_actions_admin_idx" ON "admin_actions" USING btree ("admin_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_actions_action_idx" ON "admin_actions" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "admin_actions_target_idx" ON "admin_actions" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "websites_user_domain_idx" ON "websites" USING btree ("user_id","domain");--> statement-breakpoint
CREATE INDEX "websites_source_list_idx" ON "websites" USING btree ("source_list");--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_domain_authority_check" CHECK ("websites"."domain_authority" between 0 and 100);--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_monthly_traffic_check" CHECK ("websites"."monthly_traffic" >= 0);