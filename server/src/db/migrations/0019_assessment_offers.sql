CREATE TABLE "assessment_offers" (
	"assessment_id" uuid PRIMARY KEY NOT NULL,
	"to_all" boolean NOT NULL,
	"for_screening" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_age" integer,
	"max_age" integer,
	"education_levels" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience_levels" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills_lower" text[] DEFAULT '{}'::text[] NOT NULL,
	"interests_lower" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessment_offers" ADD CONSTRAINT "assessment_offers_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Recomputes the offer rows of the given profilers from their categories and questions. The profiler
-- rows are locked first (in id order, and never against the key-share locks new attempts take) so two
-- transactions changing one profiler's questions refresh in turn: the second waits, then reads the
-- first one's committed rows (each statement of a volatile function takes a fresh snapshot).
CREATE FUNCTION "assessment_offers_refresh"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF cardinality(ids) = 0 THEN
		RETURN;
	END IF;
	PERFORM 1 FROM "assessments" WHERE "id" = ANY(ids) ORDER BY "id" FOR NO KEY UPDATE;
	DELETE FROM "assessment_offers" WHERE "assessment_id" = ANY(ids);
	-- Skills and interests lowered through the array's text form: quotes and backslashes have no case.
	INSERT INTO "assessment_offers" ("assessment_id", "to_all", "for_screening", "min_age", "max_age",
		"education_levels", "experience_levels", "skills_lower", "interests_lower")
	SELECT o."assessment_id", o."to_all", o."for_screening", a."min_age", a."max_age",
		a."target_education_levels", a."target_experience_levels",
		lower(a."target_skills"::text)::text[], lower(a."target_interests"::text)::text[]
	FROM (
		SELECT c."assessment_id",
			bool_or(cardinality(c."show_for_screening_answers") = 0) AS "to_all",
			coalesce(array_agg(DISTINCT v.value ORDER BY v.value) FILTER (WHERE v.value IS NOT NULL), '{}'::text[]) AS "for_screening"
		FROM "categories" c
		LEFT JOIN LATERAL unnest(c."show_for_screening_answers") AS v(value) ON true
		WHERE c."assessment_id" = ANY(ids)
			AND EXISTS (SELECT 1 FROM "questions" q WHERE q."category_id" = c."id")
		GROUP BY c."assessment_id"
	) o
	JOIN "assessments" a ON a."id" = o."assessment_id";
END;
$$;
--> statement-breakpoint
-- Statement-level, so a bulk upload of 200 questions refreshes its profiler once. Updates refresh only
-- the profilers whose rows moved or whose category visibility changed (a question's text or a
-- category's title changes nothing here).
CREATE FUNCTION "questions_offers_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "assessment_offers_refresh"(ARRAY(SELECT DISTINCT "assessment_id" FROM new_rows));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "assessment_offers_refresh"(ARRAY(SELECT DISTINCT "assessment_id" FROM old_rows));
	ELSE
		-- A row that moved refreshes the profiler it left and the one it joined.
		PERFORM "assessment_offers_refresh"(ARRAY(
			SELECT DISTINCT touched.id FROM old_rows o JOIN new_rows n ON n."id" = o."id",
				LATERAL (VALUES (o."assessment_id"), (n."assessment_id")) AS touched(id)
			WHERE o."category_id" IS DISTINCT FROM n."category_id" OR o."assessment_id" IS DISTINCT FROM n."assessment_id"));
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "categories_offers_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM "assessment_offers_refresh"(ARRAY(SELECT DISTINCT "assessment_id" FROM old_rows));
	ELSE
		-- A row that moved refreshes the profiler it left and the one it joined.
		PERFORM "assessment_offers_refresh"(ARRAY(
			SELECT DISTINCT touched.id FROM old_rows o JOIN new_rows n ON n."id" = o."id",
				LATERAL (VALUES (o."assessment_id"), (n."assessment_id")) AS touched(id)
			WHERE o."show_for_screening_answers" IS DISTINCT FROM n."show_for_screening_answers" OR o."assessment_id" IS DISTINCT FROM n."assessment_id"));
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "questions_offers_insert" AFTER INSERT ON "questions"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "questions_offers_follow"();
--> statement-breakpoint
CREATE TRIGGER "questions_offers_update" AFTER UPDATE ON "questions"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "questions_offers_follow"();
--> statement-breakpoint
CREATE TRIGGER "questions_offers_delete" AFTER DELETE ON "questions"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "questions_offers_follow"();
--> statement-breakpoint
-- A new category holds no question yet: only its questions' insert can make it count.
CREATE TRIGGER "categories_offers_update" AFTER UPDATE ON "categories"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "categories_offers_follow"();
--> statement-breakpoint
CREATE TRIGGER "categories_offers_delete" AFTER DELETE ON "categories"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "categories_offers_follow"();
--> statement-breakpoint
-- The targeting copy follows the profiler's own edits.
CREATE FUNCTION "assessments_offers_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "assessment_offers_refresh"(ARRAY[NEW."id"]);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "assessments_offers_targeting" AFTER UPDATE OF "min_age", "max_age", "target_education_levels",
	"target_experience_levels", "target_skills", "target_interests" ON "assessments"
	FOR EACH ROW WHEN (OLD."min_age" IS DISTINCT FROM NEW."min_age" OR OLD."max_age" IS DISTINCT FROM NEW."max_age"
		OR OLD."target_education_levels" IS DISTINCT FROM NEW."target_education_levels"
		OR OLD."target_experience_levels" IS DISTINCT FROM NEW."target_experience_levels"
		OR OLD."target_skills" IS DISTINCT FROM NEW."target_skills"
		OR OLD."target_interests" IS DISTINCT FROM NEW."target_interests")
	EXECUTE FUNCTION "assessments_offers_follow"();
--> statement-breakpoint
SELECT "assessment_offers_refresh"(ARRAY(SELECT "id" FROM "assessments"));
