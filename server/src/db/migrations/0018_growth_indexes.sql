CREATE INDEX "assessments_offered_order_idx" ON "assessments" USING btree ("priority" DESC NULLS FIRST,"title","id") WHERE "assessments"."is_active";--> statement-breakpoint
CREATE INDEX "test_attempts_assessment_started_idx" ON "test_attempts" USING btree ("assessment_id","started_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
DROP INDEX "test_attempts_assessment_idx";
