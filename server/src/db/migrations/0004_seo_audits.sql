CREATE TABLE "seo_audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"audit_id" text NOT NULL,
	"user_id" integer,
	"visitor_hash" text,
	"domain" text NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"ai_readiness_score" integer NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "analyses_month" text;--> statement-breakpoint
ALTER TABLE "seo_audits" ADD CONSTRAINT "seo_audits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seo_audits_audit_id_unique" ON "seo_audits" USING btree ("audit_id");--> statement-breakpoint
CREATE INDEX "seo_audits_user_idx" ON "seo_audits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "seo_audits_visitor_idx" ON "seo_audits" USING btree ("visitor_hash","created_at");