CREATE TABLE "resume_idempotency_keys" (
	"user_id" uuid NOT NULL,
	"route" text NOT NULL,
	"key" text NOT NULL,
	"status" smallint NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resume_idempotency_keys_user_id_route_key_pk" PRIMARY KEY("user_id","route","key")
);
--> statement-breakpoint
CREATE TABLE "resume_versions" (
	"resume_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"data" jsonb NOT NULL,
	"title" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "resume_versions_resume_id_version_pk" PRIMARY KEY("resume_id","version")
);
--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "auto_title" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "template_id" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "complete_step" smallint;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "progress" smallint;--> statement-breakpoint
ALTER TABLE "resume_idempotency_keys" ADD CONSTRAINT "resume_idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_versions" ADD CONSTRAINT "resume_versions_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_versions" ADD CONSTRAINT "resume_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;