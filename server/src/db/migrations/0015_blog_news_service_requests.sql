CREATE TABLE "blog_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"name" text NOT NULL,
	"category_id" integer,
	"etag" text,
	"last_modified" text,
	"last_fetched_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_status" text,
	"last_http_status" integer,
	"last_error" text,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"next_poll_at" timestamp with time zone DEFAULT now() NOT NULL,
	"items_total" integer DEFAULT 0 NOT NULL,
	"last_new_items" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_post_views" (
	"post_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "blog_post_views_post_id_day_visitor_hash_pk" PRIMARY KEY("post_id","day","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"markdown" text,
	"content_html" text NOT NULL,
	"featured_image" text,
	"category_id" integer,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"origin" text DEFAULT 'own' NOT NULL,
	"feed_id" integer,
	"guid" text,
	"canonical_url" text,
	"source_name" text,
	"source_url" text,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_status_check" CHECK ("blog_posts"."status" in ('draft', 'published', 'hidden')),
	CONSTRAINT "blog_posts_origin_check" CHECK ("blog_posts"."origin" in ('own', 'feed'))
);
--> statement-breakpoint
CREATE TABLE "service_request_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by" integer,
	"changed_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_type" text NOT NULL,
	"project_title" text NOT NULL,
	"project_description" text NOT NULL,
	"specific_requirements" text,
	"budget" text NOT NULL,
	"timeframe" text NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"phone" text,
	"website" text,
	"preferred_communication" text DEFAULT 'email' NOT NULL,
	"has_existing_website" boolean DEFAULT false NOT NULL,
	"needs_hosting" boolean DEFAULT false NOT NULL,
	"needs_maintenance" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"admin_notes" text,
	"estimated_cost" numeric(12, 2),
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	CONSTRAINT "service_requests_status_check" CHECK ("service_requests"."status" in ('pending', 'reviewed', 'quoted', 'in_progress', 'completed', 'cancelled')),
	CONSTRAINT "service_requests_estimated_cost_check" CHECK ("service_requests"."estimated_cost" >= 0)
);
--> statement-breakpoint
ALTER TABLE "blog_feeds" ADD CONSTRAINT "blog_feeds_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_views" ADD CONSTRAINT "blog_post_views_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_feed_id_blog_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."blog_feeds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_history" ADD CONSTRAINT "service_request_history_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_categories_slug_unique" ON "blog_categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_feeds_url_unique" ON "blog_feeds" USING btree ("url");--> statement-breakpoint
CREATE INDEX "blog_feeds_next_poll_idx" ON "blog_feeds" USING btree ("next_poll_at");--> statement-breakpoint
CREATE INDEX "blog_post_views_day_idx" ON "blog_post_views" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_unique" ON "blog_posts" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_feed_guid_unique" ON "blog_posts" USING btree ("feed_id","guid") WHERE "blog_posts"."guid" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_canonical_url_unique" ON "blog_posts" USING btree ("canonical_url") WHERE "blog_posts"."canonical_url" is not null;--> statement-breakpoint
CREATE INDEX "blog_posts_listing_idx" ON "blog_posts" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "blog_posts_category_idx" ON "blog_posts" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE INDEX "service_request_history_request_idx" ON "service_request_history" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "service_requests_created_idx" ON "service_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "service_requests_status_idx" ON "service_requests" USING btree ("status","created_at");