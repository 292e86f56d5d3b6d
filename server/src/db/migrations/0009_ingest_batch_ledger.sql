CREATE TABLE "ingest_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"outcomes" text NOT NULL,
	"committed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ingest_batches_committed_idx" ON "ingest_batches" USING btree ("committed_at");