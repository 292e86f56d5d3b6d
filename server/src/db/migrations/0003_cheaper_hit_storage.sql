ALTER TABLE "bot_events" DROP CONSTRAINT "bot_events_website_id_websites_id_fk";
--> statement-breakpoint
DROP INDEX "bot_events_time_idx";--> statement-breakpoint
DROP INDEX "bot_events_website_event_id_unique";--> statement-breakpoint
CREATE INDEX "bot_events_time_brin" ON "bot_events" USING brin ("occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bot_events_website_event_id_unique" ON "bot_events" USING btree ("website_id","event_id") WHERE "bot_events"."event_id" is not null;--> statement-breakpoint
-- bot_events has no foreign key to websites (its per-row check cost more than the rest of storing a hit), so
-- deleting websites deletes their hits here, once per statement, whether the delete is direct or cascades
-- from a deleted user.
CREATE FUNCTION "delete_hits_of_deleted_websites"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "bot_events" WHERE "website_id" IN (SELECT "id" FROM "deleted_websites");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "websites_delete_hits" AFTER DELETE ON "websites"
  REFERENCING OLD TABLE AS "deleted_websites"
  FOR EACH STATEMENT EXECUTE FUNCTION "delete_hits_of_deleted_websites"();
--> statement-breakpoint
-- Hits stored for a website that no longer existed (none can be written now; none could before either).
DELETE FROM "bot_events" WHERE "website_id" NOT IN (SELECT "id" FROM "websites");
