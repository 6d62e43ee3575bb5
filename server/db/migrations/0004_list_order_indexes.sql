DROP INDEX "transactions_created_on_idx";--> statement-breakpoint
DROP INDEX "transactions_bsu_idx";--> statement-breakpoint
DROP INDEX "transactions_customer_idx";--> statement-breakpoint
DROP INDEX "transactions_collector_idx";--> statement-breakpoint
DROP INDEX "wallet_requests_kind_idx";--> statement-breakpoint
CREATE INDEX "transactions_status_idx" ON "transactions" USING btree ("status","created_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_created_on_idx" ON "transactions" USING btree ("created_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_bsu_idx" ON "transactions" USING btree ("bsu_id","created_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_customer_idx" ON "transactions" USING btree ("customer_id","created_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_collector_idx" ON "transactions" USING btree ("collector_id","created_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wallet_requests_kind_idx" ON "wallet_requests" USING btree ("kind","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);