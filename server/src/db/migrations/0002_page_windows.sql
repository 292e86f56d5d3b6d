CREATE TABLE "bot_page_windows" (
	"website_id" integer NOT NULL,
	"range_days" smallint NOT NULL,
	"period" smallint NOT NULL,
	"path" text NOT NULL,
	"bot_name" text NOT NULL,
	"bot_type" text NOT NULL,
	"hits" integer NOT NULL,
	"page_views" integer NOT NULL,
	"timed_leaves" integer NOT NULL,
	"leave_ms" bigint NOT NULL,
	CONSTRAINT "bot_page_windows_website_id_range_days_period_path_bot_name_bot_type_pk" PRIMARY KEY("website_id","range_days","period","path","bot_name","bot_type")
);
--> statement-breakpoint
CREATE TABLE "bot_session_hourly_rollups" (
	"website_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"bot_name" text NOT NULL,
	"bot_type" text NOT NULL,
	"sessions" integer NOT NULL,
	"duration_ms" bigint NOT NULL,
	CONSTRAINT "bot_session_hourly_rollups_website_id_hour_bot_name_bot_type_pk" PRIMARY KEY("website_id","hour","bot_name","bot_type")
);
--> statement-breakpoint
CREATE TABLE "window_clock" (
	"id" smallint PRIMARY KEY NOT NULL,
	"as_of_hour" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bot_hourly_rollups" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bot_hourly_rollups" ADD COLUMN "last_user_agent" text;--> statement-breakpoint
ALTER TABLE "bot_page_windows" ADD CONSTRAINT "bot_page_windows_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_session_hourly_rollups" ADD CONSTRAINT "bot_session_hourly_rollups_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_page_windows_empty_idx" ON "bot_page_windows" USING btree ("website_id") WHERE "bot_page_windows"."hits" = 0;--> statement-breakpoint
INSERT INTO "window_clock" ("id", "as_of_hour") VALUES (1, NULL);--> statement-breakpoint
UPDATE "bot_hourly_rollups" r SET "last_seen_at" = l."occurred_at", "last_user_agent" = l."user_agent"
FROM (
	SELECT DISTINCT ON (website_id, date_trunc('hour', occurred_at, 'UTC'), bot_name, bot_type)
		website_id, date_trunc('hour', occurred_at, 'UTC') AS hour, bot_name, bot_type, occurred_at, user_agent
	FROM "bot_events" WHERE event = 'page_view'
	ORDER BY website_id, date_trunc('hour', occurred_at, 'UTC'), bot_name, bot_type, occurred_at DESC
) l
WHERE r.website_id = l.website_id AND r.hour = l.hour AND r.bot_name = l.bot_name AND r.bot_type = l.bot_type;
--> statement-breakpoint
INSERT INTO "bot_session_hourly_rollups" ("website_id", "hour", "bot_name", "bot_type", "sessions", "duration_ms")
SELECT website_id, date_trunc('hour', started_at, 'UTC'), bot_name, bot_type, count(*),
	coalesce(sum(round(extract(epoch from last_seen_at - started_at) * 1000)), 0)
FROM "bot_sessions" GROUP BY 1, 2, 3, 4;
