CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"status" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visitor" text NOT NULL,
	"path" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "traffic_visitors" (
	"visitor" text PRIMARY KEY NOT NULL,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"visits" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chat_messages_status_created_idx" ON "chat_messages" USING btree ("status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "chat_messages_created_idx" ON "chat_messages" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "chat_messages_email_idx" ON "chat_messages" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "page_visits_visitor_created_idx" ON "page_visits" USING btree ("visitor","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "page_visits_created_idx" ON "page_visits" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "traffic_visitors_last_seen_idx" ON "traffic_visitors" USING btree ("last_seen" DESC NULLS LAST,"visitor");