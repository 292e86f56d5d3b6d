-- Every stored hit (and every new bot session) updated a B-tree on id that nothing looks up, next to the
-- (website, time) index that every reader uses. One primary key on (website, time, id) now serves the
-- readers, including their newest-first order with ties broken by id, and id keeps its sequence.
ALTER TABLE "bot_events" DROP CONSTRAINT "bot_events_pkey";--> statement-breakpoint
DROP INDEX "bot_events_website_time_idx";--> statement-breakpoint
ALTER TABLE "bot_events" ADD CONSTRAINT "bot_events_website_id_occurred_at_id_pk" PRIMARY KEY("website_id","occurred_at","id");--> statement-breakpoint
ALTER TABLE "bot_sessions" DROP CONSTRAINT "bot_sessions_pkey";--> statement-breakpoint
DROP INDEX "bot_sessions_website_started_idx";--> statement-breakpoint
ALTER TABLE "bot_sessions" ADD CONSTRAINT "bot_sessions_website_id_started_at_id_pk" PRIMARY KEY("website_id","started_at","id");
