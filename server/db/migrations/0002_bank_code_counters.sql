CREATE TABLE "bank_code_counters" (
	"kind" varchar(16) NOT NULL,
	"prefix" varchar(8) NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "bank_code_counters_kind_prefix_pk" PRIMARY KEY("kind","prefix")
);
