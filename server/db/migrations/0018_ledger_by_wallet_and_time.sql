DROP INDEX "wallet_ledger_wallet_idx";--> statement-breakpoint
CREATE INDEX "wallet_ledger_wallet_idx" ON "wallet_ledger" USING btree ("wallet_id","created_at","id");