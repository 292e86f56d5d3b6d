ALTER TABLE "bot_page_windows" ALTER COLUMN "hits" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bot_page_windows" ALTER COLUMN "page_views" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bot_page_windows" ALTER COLUMN "timed_leaves" SET DATA TYPE bigint;