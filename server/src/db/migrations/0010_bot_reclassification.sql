CREATE TABLE "bot_reclassification_user_agents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_agent" text NOT NULL,
	"webdriver" boolean NOT NULL,
	"is_bot" boolean,
	"bot_name" text,
	"bot_type" text,
	"operator" text,
	"purpose" text,
	"verification_method" text
);
--> statement-breakpoint
CREATE TABLE "bot_reclassifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_fingerprint" text NOT NULL,
	"trigger" text NOT NULL,
	"requested_by" integer,
	"phase" text DEFAULT 'collecting' NOT NULL,
	"cursor" text[],
	"verification_methods" jsonb NOT NULL,
	"previous_verification_methods" jsonb NOT NULL,
	"user_agents" integer DEFAULT 0 NOT NULL,
	"user_agents_classified" integer DEFAULT 0 NOT NULL,
	"sessions_total" bigint DEFAULT 0 NOT NULL,
	"sessions_done" bigint DEFAULT 0 NOT NULL,
	"sessions_changed" bigint DEFAULT 0 NOT NULL,
	"hits_total" bigint DEFAULT 0 NOT NULL,
	"hits_done" bigint DEFAULT 0 NOT NULL,
	"hits_changed" bigint DEFAULT 0 NOT NULL,
	"rollups_total" bigint DEFAULT 0 NOT NULL,
	"rollups_done" bigint DEFAULT 0 NOT NULL,
	"rollups_changed" bigint DEFAULT 0 NOT NULL,
	"last_error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "bot_reclassification_user_agents_lookup_idx" ON "bot_reclassification_user_agents" USING hash ("user_agent");