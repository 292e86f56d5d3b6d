ALTER TABLE "bot_sessions" DROP CONSTRAINT "bot_sessions_website_id_websites_id_fk";
--> statement-breakpoint
ALTER TABLE "human_event_ids" DROP CONSTRAINT "human_event_ids_website_id_websites_id_fk";
--> statement-breakpoint
-- Without their foreign keys, a deleted website's sessions and human event ids go with its hits, once per
-- statement, whether the website is deleted directly or with its account.
CREATE OR REPLACE FUNCTION "delete_hits_of_deleted_websites"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "bot_events" WHERE "website_id" IN (SELECT "id" FROM "deleted_websites");
  DELETE FROM "bot_sessions" WHERE "website_id" IN (SELECT "id" FROM "deleted_websites");
  DELETE FROM "human_event_ids" WHERE "website_id" IN (SELECT "id" FROM "deleted_websites");
  RETURN NULL;
END
$$;
