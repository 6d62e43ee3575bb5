ALTER TABLE "customers" ADD COLUMN "sort_name" varchar(512) DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "customers" SET "sort_name" = lower(u.first_name || ' ' || coalesce(u.last_name, '')) FROM "users" u WHERE u.id = "customers"."user_id";--> statement-breakpoint
CREATE INDEX "users_inactive_idx" ON "users" USING btree ("id") WHERE "users"."status" = 'inactive';--> statement-breakpoint
CREATE INDEX "customers_village_code_idx" ON "customers" USING btree ("village_id" collate "C");--> statement-breakpoint
CREATE INDEX "customers_sort_name_idx" ON "customers" USING btree ("sort_name","id");