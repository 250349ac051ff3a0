CREATE TABLE "assessment_attempt_counts" (
	"assessment_id" uuid PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_analyses" ADD COLUMN "prompt_tokens" integer;--> statement-breakpoint
ALTER TABLE "ai_analyses" ADD COLUMN "completion_tokens" integer;--> statement-breakpoint
ALTER TABLE "assessment_attempt_counts" ADD CONSTRAINT "assessment_attempt_counts_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_attempts_started_idx" ON "test_attempts" USING btree ("started_at","assessment_id");--> statement-breakpoint
CREATE INDEX "test_attempts_completed_at_idx" ON "test_attempts" USING btree ("completed_at") WHERE "test_attempts"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "payment_orders_paid_at_idx" ON "payment_orders" USING btree ("paid_at") WHERE "payment_orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "payment_refunds_processed_at_idx" ON "payment_refunds" USING btree ("processed_at") WHERE "payment_refunds"."processed_at" is not null;--> statement-breakpoint
CREATE INDEX "ai_analyses_requested_idx" ON "ai_analyses" USING btree ("requested_at");--> statement-breakpoint
CREATE INDEX "report_shares_created_idx" ON "report_shares" USING btree ("created_at");--> statement-breakpoint
-- The statistics panel's counters follow every change to test_attempts in the same transaction:
-- starts, completions, deletions (a person's or a profiler's deletion cascades here too) and any
-- move between profilers. The counts row of a deleted profiler goes with it (foreign key cascade).
CREATE FUNCTION "assessment_attempt_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		UPDATE "assessment_attempt_counts"
		SET "attempts" = "attempts" - 1, "completed" = "completed" - (CASE WHEN OLD."is_completed" THEN 1 ELSE 0 END)
		WHERE "assessment_id" = OLD."assessment_id";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO "assessment_attempt_counts" AS c ("assessment_id", "attempts", "completed")
		VALUES (NEW."assessment_id", 1, CASE WHEN NEW."is_completed" THEN 1 ELSE 0 END)
		ON CONFLICT ("assessment_id") DO UPDATE
		SET "attempts" = c."attempts" + 1, "completed" = c."completed" + EXCLUDED."completed";
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "test_attempts_counts_insert_delete" AFTER INSERT OR DELETE ON "test_attempts"
	FOR EACH ROW EXECUTE FUNCTION "assessment_attempt_counts_follow"();
--> statement-breakpoint
-- Updates matter only when the profiler or the completion changes (answers touch other columns).
CREATE TRIGGER "test_attempts_counts_update" AFTER UPDATE OF "assessment_id", "is_completed" ON "test_attempts"
	FOR EACH ROW WHEN (OLD."assessment_id" IS DISTINCT FROM NEW."assessment_id" OR OLD."is_completed" IS DISTINCT FROM NEW."is_completed")
	EXECUTE FUNCTION "assessment_attempt_counts_follow"();
--> statement-breakpoint
INSERT INTO "assessment_attempt_counts" ("assessment_id", "attempts", "completed")
SELECT "assessment_id", count(*)::int, (count(*) FILTER (WHERE "is_completed"))::int FROM "test_attempts" GROUP BY "assessment_id";
