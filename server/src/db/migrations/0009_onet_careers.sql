CREATE TABLE "onet_job_zones" (
	"job_zone" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"experience" text NOT NULL,
	"education" text NOT NULL,
	"job_training" text NOT NULL,
	"examples" text NOT NULL,
	"svp_range" text NOT NULL,
	"release" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onet_job_zones_job_zone_check" CHECK ("onet_job_zones"."job_zone" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "onet_occupations" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"job_zone" smallint NOT NULL,
	"realistic" numeric(3, 2) NOT NULL,
	"investigative" numeric(3, 2) NOT NULL,
	"artistic" numeric(3, 2) NOT NULL,
	"social" numeric(3, 2) NOT NULL,
	"enterprising" numeric(3, 2) NOT NULL,
	"conventional" numeric(3, 2) NOT NULL,
	"high_point_code" text NOT NULL,
	"release" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onet_occupations_job_zone_check" CHECK ("onet_occupations"."job_zone" between 1 and 5),
	CONSTRAINT "onet_occupations_high_point_code_check" CHECK ("onet_occupations"."high_point_code" ~ '^[RIASEC]{1,3}$'),
	CONSTRAINT "onet_occupations_oi_range_check" CHECK (least("onet_occupations"."realistic", "onet_occupations"."investigative", "onet_occupations"."artistic", "onet_occupations"."social", "onet_occupations"."enterprising", "onet_occupations"."conventional") >= 1
        and greatest("onet_occupations"."realistic", "onet_occupations"."investigative", "onet_occupations"."artistic", "onet_occupations"."social", "onet_occupations"."enterprising", "onet_occupations"."conventional") <= 7)
);
--> statement-breakpoint
CREATE INDEX "onet_occupations_job_zone_idx" ON "onet_occupations" USING btree ("job_zone");