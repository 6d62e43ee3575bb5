CREATE TYPE "public"."staff_role" AS ENUM('programme', 'bsi_admin', 'bsu_operator', 'treasurer', 'viewer');--> statement-breakpoint
CREATE TABLE "staff_access" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"role" "staff_role" NOT NULL,
	"collector_id" integer,
	"bsu_id" integer,
	CONSTRAINT "staff_access_scope" CHECK (case "staff_access"."role"
        when 'programme' then "staff_access"."collector_id" is null and "staff_access"."bsu_id" is null
        when 'bsi_admin' then "staff_access"."collector_id" is not null and "staff_access"."bsu_id" is null
        when 'bsu_operator' then "staff_access"."collector_id" is null and "staff_access"."bsu_id" is not null
        else "staff_access"."bsu_id" is null end)
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "bsu_id" integer;--> statement-breakpoint
ALTER TABLE "wallet_requests" ADD COLUMN "requested_by" integer;--> statement-breakpoint
ALTER TABLE "staff_access" ADD CONSTRAINT "staff_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_access" ADD CONSTRAINT "staff_access_collector_id_collectors_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."collectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_access" ADD CONSTRAINT "staff_access_bsu_id_bsus_id_fk" FOREIGN KEY ("bsu_id") REFERENCES "public"."bsus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_access_collector_idx" ON "staff_access" USING btree ("collector_id");--> statement-breakpoint
CREATE INDEX "staff_access_bsu_idx" ON "staff_access" USING btree ("bsu_id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_bsu_id_bsus_id_fk" FOREIGN KEY ("bsu_id") REFERENCES "public"."bsus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_requests" ADD CONSTRAINT "wallet_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_bsu_idx" ON "customers" USING btree ("bsu_id");--> statement-breakpoint
-- Every administrator there was keeps doing what they did: the whole programme.
INSERT INTO "staff_access" ("user_id", "role") SELECT "id", 'programme' FROM "users" WHERE "role" = 'admin';--> statement-breakpoint
-- A customer banks where they last brought waste.
UPDATE "customers" c SET "bsu_id" = (
  SELECT t."bsu_id" FROM "transactions" t WHERE t."customer_id" = c."id" ORDER BY t."created_on" DESC, t."id" DESC LIMIT 1
);
