CREATE TABLE "bot_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"event_id" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"event" text NOT NULL,
	"url" text NOT NULL,
	"path" text NOT NULL,
	"title" text,
	"referrer" text,
	"method" text,
	"status" smallint,
	"user_agent" text NOT NULL,
	"ip" text NOT NULL,
	"bot_name" text NOT NULL,
	"bot_type" text NOT NULL,
	"operator" text NOT NULL,
	"purpose" text NOT NULL,
	"verification" text NOT NULL,
	"duration_ms" integer,
	"response_ms" integer,
	"webdriver" boolean
);
--> statement-breakpoint
CREATE TABLE "human_event_ids" (
	"website_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "human_event_ids_website_id_event_id_pk" PRIMARY KEY("website_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "human_hourly_page_views" (
	"website_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"page_views" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "human_hourly_page_views_website_id_hour_pk" PRIMARY KEY("website_id","hour")
);
--> statement-breakpoint
ALTER TABLE "bot_hourly_rollups" ADD COLUMN "verified" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bot_hourly_rollups" ADD COLUMN "spoofed" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bot_sessions" ADD COLUMN "client_ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Websites created before ingest keys existed get a random one (gen_random_uuid is volatile: one per row).
ALTER TABLE "websites" ADD COLUMN "ingest_key" text NOT NULL DEFAULT ('blk_' || replace(gen_random_uuid()::text, '-', ''));--> statement-breakpoint
ALTER TABLE "websites" ALTER COLUMN "ingest_key" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "last_event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bot_events" ADD CONSTRAINT "bot_events_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "human_event_ids" ADD CONSTRAINT "human_event_ids_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "human_hourly_page_views" ADD CONSTRAINT "human_hourly_page_views_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bot_events_website_event_id_unique" ON "bot_events" USING btree ("website_id","event_id");--> statement-breakpoint
CREATE INDEX "bot_events_website_time_idx" ON "bot_events" USING btree ("website_id","occurred_at");--> statement-breakpoint
CREATE INDEX "bot_events_time_idx" ON "bot_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "human_event_ids_seen_idx" ON "human_event_ids" USING btree ("seen_at");--> statement-breakpoint
CREATE INDEX "bot_sessions_lookup_idx" ON "bot_sessions" USING btree ("website_id","bot_name","client_ip","last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "websites_ingest_key_unique" ON "websites" USING btree ("ingest_key");