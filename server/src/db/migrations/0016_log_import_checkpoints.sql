CREATE TABLE "log_import_checkpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"fingerprint_lines" smallint NOT NULL,
	"lines" bigint NOT NULL,
	"bytes" bigint NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "log_import_checkpoints" ADD CONSTRAINT "log_import_checkpoints_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "log_import_checkpoints_file_unique" ON "log_import_checkpoints" USING btree ("website_id","fingerprint_lines","fingerprint");