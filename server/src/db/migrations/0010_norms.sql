CREATE TABLE "norm_histograms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assessment_id" uuid NOT NULL,
	"trait_key" text NOT NULL,
	"trait" text NOT NULL,
	"kind" text NOT NULL,
	"education_level" text,
	"age_band" text,
	"size" integer NOT NULL,
	"bins" smallint[] NOT NULL,
	"counts" integer[] NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "norm_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"rows_written" integer NOT NULL,
	"people_counted" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "norm_histograms" ADD CONSTRAINT "norm_histograms_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "norm_histograms_cohort_idx" ON "norm_histograms" USING btree ("assessment_id","kind","education_level","age_band");--> statement-breakpoint
CREATE INDEX "norm_runs_finished_idx" ON "norm_runs" USING btree ("finished_at");