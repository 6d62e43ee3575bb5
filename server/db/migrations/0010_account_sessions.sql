ALTER TABLE "token_families" ADD COLUMN "user_agent" varchar(512);--> statement-breakpoint
ALTER TABLE "token_families" ADD COLUMN "address" varchar(64);--> statement-breakpoint
ALTER TABLE "token_families" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" varchar(2);