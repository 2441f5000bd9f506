CREATE TYPE "public"."resume_status" AS ENUM('draft', 'saved');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('person');--> statement-breakpoint
ALTER TABLE "resumes" ALTER COLUMN "status" SET DEFAULT 'draft'::"public"."resume_status";--> statement-breakpoint
ALTER TABLE "resumes" ALTER COLUMN "status" SET DATA TYPE "public"."resume_status" USING "status"::"public"."resume_status";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'person'::"public"."user_role";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."user_role" USING "role"::"public"."user_role";