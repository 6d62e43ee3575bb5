CREATE TYPE "public"."gender" AS ENUM('Laki-laki', 'Perempuan');--> statement-breakpoint
CREATE TYPE "public"."ledger_kind" AS ENUM('transaction', 'topup', 'withdraw');--> statement-breakpoint
CREATE TYPE "public"."transaction_status" AS ENUM('pending', 'settlement', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."trash_type" AS ENUM('Organik', 'Non Organik');--> statement-breakpoint
CREATE TYPE "public"."trash_unit" AS ENUM('kg', 'pcs');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('admin', 'collector', 'unit', 'customer');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('active', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."wallet_request_kind" AS ENUM('topup', 'withdraw');--> statement-breakpoint
CREATE TYPE "public"."wallet_request_status" AS ENUM('pending', 'accepted', 'rejected');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_user_id" integer,
	"action" varchar(32) NOT NULL,
	"entity" varchar(64) NOT NULL,
	"entity_id" varchar(64),
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bsus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bsus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"collector_id" integer NOT NULL,
	"unique_code" varchar(32) NOT NULL,
	"trash_bank_name" varchar(255) NOT NULL,
	"address" varchar(255) NOT NULL,
	"latlng" varchar(255),
	"village_id" varchar(13) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collectors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collectors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"unique_code" varchar(32) NOT NULL,
	"trash_bank_name" varchar(255) NOT NULL,
	"address" varchar(255) NOT NULL,
	"latlng" varchar(255),
	"village_id" varchar(13) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"nik" char(16) NOT NULL,
	"address" varchar(255) NOT NULL,
	"gender" "gender" NOT NULL,
	"postal_code" varchar(10),
	"village_id" varchar(13) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" varchar(2) PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refresh_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"family_id" uuid NOT NULL,
	"token_hash" char(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "regencies" (
	"id" varchar(5) PRIMARY KEY NOT NULL,
	"province_id" varchar(2) NOT NULL,
	"name" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subdistricts" (
	"id" varchar(8) PRIMARY KEY NOT NULL,
	"regency_id" varchar(5) NOT NULL,
	"name" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "token_families" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "transaction_details" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transaction_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" bigint NOT NULL,
	"trash_id" integer NOT NULL,
	"qty" numeric(14, 3) NOT NULL,
	"unit" "trash_unit" NOT NULL,
	"price" numeric(16, 2) NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	CONSTRAINT "transaction_details_positive" CHECK ("transaction_details"."qty" > 0 and "transaction_details"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bsu_id" integer NOT NULL,
	"collector_id" integer,
	"customer_id" integer,
	"status" "transaction_status" DEFAULT 'pending' NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"created_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "transactions_one_counterparty" CHECK (num_nonnulls("transactions"."collector_id", "transactions"."customer_id") = 1),
	CONSTRAINT "transactions_amount_non_negative" CHECK ("transactions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trash" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trash_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trash_name" varchar(255) NOT NULL,
	"type" "trash_type" NOT NULL,
	"selling_price" numeric(16, 2) NOT NULL,
	"buying_price" numeric(16, 2) NOT NULL,
	"stock" numeric(14, 3) DEFAULT '0' NOT NULL,
	"unit" "trash_unit" NOT NULL,
	"maximum" numeric(14, 3) NOT NULL,
	"status" "user_status" DEFAULT 'active' NOT NULL,
	"collector_id" integer NOT NULL,
	"bsu_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trash_prices_non_negative" CHECK ("trash"."selling_price" >= 0 and "trash"."buying_price" >= 0 and "trash"."maximum" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" varchar(255) NOT NULL,
	"last_name" varchar(255),
	"email" varchar(255),
	"phone_number" varchar(32) NOT NULL,
	"password_hash" text,
	"role" "user_role" NOT NULL,
	"status" "user_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "villages" (
	"id" varchar(13) PRIMARY KEY NOT NULL,
	"subdistrict_id" varchar(8) NOT NULL,
	"name" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"wallet_id" integer NOT NULL,
	"kind" "ledger_kind" NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"transaction_id" bigint,
	"wallet_request_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_ledger_one_source" CHECK (num_nonnulls("wallet_ledger"."transaction_id", "wallet_ledger"."wallet_request_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "wallet_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"wallet_id" integer NOT NULL,
	"kind" "wallet_request_kind" NOT NULL,
	"status" "wallet_request_status" DEFAULT 'pending' NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"total" numeric(16, 2) NOT NULL,
	"bank_name" varchar(255),
	"account_number" varchar(64),
	"cardholder_name" varchar(255),
	"reason" varchar(255),
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_requests_positive" CHECK ("wallet_requests"."amount" > 0 and "wallet_requests"."total" >= "wallet_requests"."amount")
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bsus" ADD CONSTRAINT "bsus_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bsus" ADD CONSTRAINT "bsus_collector_id_collectors_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."collectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bsus" ADD CONSTRAINT "bsus_village_id_villages_id_fk" FOREIGN KEY ("village_id") REFERENCES "public"."villages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collectors" ADD CONSTRAINT "collectors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collectors" ADD CONSTRAINT "collectors_village_id_villages_id_fk" FOREIGN KEY ("village_id") REFERENCES "public"."villages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_village_id_villages_id_fk" FOREIGN KEY ("village_id") REFERENCES "public"."villages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_family_id_token_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."token_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regencies" ADD CONSTRAINT "regencies_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subdistricts" ADD CONSTRAINT "subdistricts_regency_id_regencies_id_fk" FOREIGN KEY ("regency_id") REFERENCES "public"."regencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_families" ADD CONSTRAINT "token_families_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_details" ADD CONSTRAINT "transaction_details_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_details" ADD CONSTRAINT "transaction_details_trash_id_trash_id_fk" FOREIGN KEY ("trash_id") REFERENCES "public"."trash"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_bsu_id_bsus_id_fk" FOREIGN KEY ("bsu_id") REFERENCES "public"."bsus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_collector_id_collectors_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."collectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trash" ADD CONSTRAINT "trash_collector_id_collectors_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."collectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trash" ADD CONSTRAINT "trash_bsu_id_bsus_id_fk" FOREIGN KEY ("bsu_id") REFERENCES "public"."bsus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villages" ADD CONSTRAINT "villages_subdistrict_id_subdistricts_id_fk" FOREIGN KEY ("subdistrict_id") REFERENCES "public"."subdistricts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_wallet_request_id_wallet_requests_id_fk" FOREIGN KEY ("wallet_request_id") REFERENCES "public"."wallet_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_requests" ADD CONSTRAINT "wallet_requests_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_requests" ADD CONSTRAINT "wallet_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bsus_user_key" ON "bsus" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bsus_unique_code_key" ON "bsus" USING btree ("unique_code");--> statement-breakpoint
CREATE INDEX "bsus_collector_idx" ON "bsus" USING btree ("collector_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collectors_user_key" ON "collectors" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collectors_unique_code_key" ON "collectors" USING btree ("unique_code");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_user_key" ON "customers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_nik_key" ON "customers" USING btree ("nik");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "regencies_province_idx" ON "regencies" USING btree ("province_id","id");--> statement-breakpoint
CREATE INDEX "subdistricts_regency_idx" ON "subdistricts" USING btree ("regency_id","id");--> statement-breakpoint
CREATE INDEX "token_families_user_idx" ON "token_families" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "transaction_details_transaction_idx" ON "transaction_details" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "transaction_details_trash_idx" ON "transaction_details" USING btree ("trash_id");--> statement-breakpoint
CREATE INDEX "transactions_created_on_idx" ON "transactions" USING btree ("created_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_bsu_idx" ON "transactions" USING btree ("bsu_id","created_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_customer_idx" ON "transactions" USING btree ("customer_id","created_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_collector_idx" ON "transactions" USING btree ("collector_id","created_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trash_collector_idx" ON "trash" USING btree ("collector_id");--> statement-breakpoint
CREATE INDEX "trash_bsu_idx" ON "trash" USING btree ("bsu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_number_key" ON "users" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "villages_subdistrict_idx" ON "villages" USING btree ("subdistrict_id","id");--> statement-breakpoint
CREATE INDEX "wallet_ledger_wallet_idx" ON "wallet_ledger" USING btree ("wallet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_transaction_key" ON "wallet_ledger" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_request_key" ON "wallet_ledger" USING btree ("wallet_request_id");--> statement-breakpoint
CREATE INDEX "wallet_requests_kind_idx" ON "wallet_requests" USING btree ("kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wallet_requests_wallet_idx" ON "wallet_requests" USING btree ("wallet_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_user_key" ON "wallets" USING btree ("user_id");