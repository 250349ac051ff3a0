CREATE TABLE "analytics_generation" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_slots" (
	"slot" timestamp with time zone PRIMARY KEY NOT NULL,
	"sign_ups" integer DEFAULT 0 NOT NULL,
	"verified_sign_ups" integer DEFAULT 0 NOT NULL,
	"attempts_started" integer DEFAULT 0 NOT NULL,
	"started_completed" integer DEFAULT 0 NOT NULL,
	"attempts_completed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_snapshots" (
	"key" text PRIMARY KEY NOT NULL,
	"generation" bigint NOT NULL,
	"activity_seq" bigint NOT NULL,
	"figures" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_activity" (
	"user_id" uuid NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "person_activity_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	CONSTRAINT "person_activity_user_id_slot_pk" PRIMARY KEY("user_id","slot")
);
--> statement-breakpoint
CREATE TABLE "screening_counts" (
	"education_level" text,
	"experience_level" text,
	"completed" boolean NOT NULL,
	"people" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "person_activity" ADD CONSTRAINT "person_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_activity_slot_idx" ON "person_activity" USING btree ("slot","user_id");--> statement-breakpoint
CREATE INDEX "person_activity_seq_idx" ON "person_activity" USING btree ("seq");--> statement-breakpoint
-- The rollups behind /admin/analytics (server/src/modules/analytics/README.md, "Rollups"). Each is
-- kept by triggers in the transaction of the change it follows, so every figure read from them is
-- exact at every instant, and analytics reads a few thousand small rows instead of every attempt.
ALTER TABLE "analytics_generation" ADD CONSTRAINT "analytics_generation_one_row" CHECK ("id" = 1);--> statement-breakpoint
INSERT INTO "analytics_generation" ("id", "generation") VALUES (1, 0);--> statement-breakpoint
CREATE UNIQUE INDEX "screening_counts_key" ON "screening_counts" ("education_level", "experience_level", "completed") NULLS NOT DISTINCT;--> statement-breakpoint
-- Today's active people are checked per person for being a live account and for their sign-up week:
-- this covering index answers both from the index alone (drizzle cannot declare INCLUDE).
CREATE INDEX "users_liveness_idx" ON "users" ("id") INCLUDE ("created_at", "deleted_at");--> statement-breakpoint
-- The 15-minute UTC slot an instant falls in (every zone's local midnight is on a quarter hour).
CREATE FUNCTION "analytics_slot"("at" timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT date_bin('15 minutes', "at", timestamptz '2000-01-01 00:00:00+00') $$;
--> statement-breakpoint
CREATE FUNCTION "analytics_slot_add"("at" timestamptz, "d_sign_ups" integer, "d_verified" integer,
	"d_started" integer, "d_started_completed" integer, "d_completed" integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF "at" IS NULL OR ("d_sign_ups" = 0 AND "d_verified" = 0 AND "d_started" = 0 AND "d_started_completed" = 0 AND "d_completed" = 0) THEN
		RETURN;
	END IF;
	INSERT INTO "analytics_slots" AS s ("slot", "sign_ups", "verified_sign_ups", "attempts_started", "started_completed", "attempts_completed")
	VALUES ("analytics_slot"("at"), "d_sign_ups", "d_verified", "d_started", "d_started_completed", "d_completed")
	ON CONFLICT ("slot") DO UPDATE SET
		"sign_ups" = s."sign_ups" + EXCLUDED."sign_ups",
		"verified_sign_ups" = s."verified_sign_ups" + EXCLUDED."verified_sign_ups",
		"attempts_started" = s."attempts_started" + EXCLUDED."attempts_started",
		"started_completed" = s."started_completed" + EXCLUDED."started_completed",
		"attempts_completed" = s."attempts_completed" + EXCLUDED."attempts_completed";
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "analytics_screening_add"("education" text, "experience" text, "done" boolean, "delta" integer)
RETURNS void LANGUAGE sql AS $$
	INSERT INTO "screening_counts" AS c ("education_level", "experience_level", "completed", "people")
	VALUES ("education", "experience", "done", "delta")
	ON CONFLICT ("education_level", "experience_level", "completed") DO UPDATE SET "people" = c."people" + EXCLUDED."people";
$$;
--> statement-breakpoint
CREATE FUNCTION "analytics_generation_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "analytics_generation" SET "generation" = "generation" + 1 WHERE "id" = 1;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Accounts: a live account counts as a sign-up in its creation slot (verified once confirmed); a
-- deletion, a restore or a new sign-up time also changes the past of the activity figures.
CREATE FUNCTION "analytics_users_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."deleted_at" IS NULL THEN
		PERFORM "analytics_slot_add"(OLD."created_at", -1, CASE WHEN OLD."email_verified_at" IS NOT NULL THEN -1 ELSE 0 END, 0, 0, 0);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."deleted_at" IS NULL THEN
		PERFORM "analytics_slot_add"(NEW."created_at", 1, CASE WHEN NEW."email_verified_at" IS NOT NULL THEN 1 ELSE 0 END, 0, 0, 0);
	END IF;
	IF TG_OP = 'UPDATE' AND (OLD."deleted_at" IS NULL) <> (NEW."deleted_at" IS NULL) THEN
		PERFORM "analytics_screening_add"(p."education_level", p."experience_level", p."completed_at" IS NOT NULL,
			CASE WHEN NEW."deleted_at" IS NULL THEN 1 ELSE -1 END)
		FROM "student_profiles" p WHERE p."user_id" = NEW."id";
	END IF;
	IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND (OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at" OR OLD."created_at" IS DISTINCT FROM NEW."created_at")) THEN
		UPDATE "analytics_generation" SET "generation" = "generation" + 1 WHERE "id" = 1;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_analytics_insert_delete" AFTER INSERT OR DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION "analytics_users_follow"();
--> statement-breakpoint
CREATE TRIGGER "users_analytics_update" AFTER UPDATE OF "created_at", "email_verified_at", "deleted_at" ON "users"
	FOR EACH ROW WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at"
		OR (OLD."email_verified_at" IS NULL) <> (NEW."email_verified_at" IS NULL)
		OR OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at")
	EXECUTE FUNCTION "analytics_users_follow"();
--> statement-breakpoint
-- A live account's screening leaves the counts before the account goes: its profile's own trigger,
-- fired by the cascade after the account row is gone, can no longer tell it was live.
CREATE FUNCTION "analytics_users_before_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD."deleted_at" IS NULL THEN
		PERFORM "analytics_screening_add"(p."education_level", p."experience_level", p."completed_at" IS NOT NULL, -1)
		FROM "student_profiles" p WHERE p."user_id" = OLD."id";
	END IF;
	RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_analytics_before_delete" BEFORE DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION "analytics_users_before_delete"();
--> statement-breakpoint
-- Screenings count while their account is live.
CREATE FUNCTION "analytics_screening_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = OLD."user_id" AND u."deleted_at" IS NULL) THEN
		PERFORM "analytics_screening_add"(OLD."education_level", OLD."experience_level", OLD."completed_at" IS NOT NULL, -1);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = NEW."user_id" AND u."deleted_at" IS NULL) THEN
		PERFORM "analytics_screening_add"(NEW."education_level", NEW."experience_level", NEW."completed_at" IS NOT NULL, 1);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "student_profiles_analytics_insert_delete" AFTER INSERT OR DELETE ON "student_profiles"
	FOR EACH ROW EXECUTE FUNCTION "analytics_screening_follow"();
--> statement-breakpoint
CREATE TRIGGER "student_profiles_analytics_update" AFTER UPDATE OF "user_id", "education_level", "experience_level", "completed_at" ON "student_profiles"
	FOR EACH ROW WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id"
		OR OLD."education_level" IS DISTINCT FROM NEW."education_level"
		OR OLD."experience_level" IS DISTINCT FROM NEW."experience_level"
		OR (OLD."completed_at" IS NULL) <> (NEW."completed_at" IS NULL))
	EXECUTE FUNCTION "analytics_screening_follow"();
--> statement-breakpoint
-- Attempts: starts and completions per slot, and the person's activity log (started, answered,
-- completed). The log is never rewritten by a later answer: it keeps what happened.
CREATE FUNCTION "analytics_attempts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND (OLD."started_at" IS DISTINCT FROM NEW."started_at" OR OLD."completed_at" IS DISTINCT FROM NEW."completed_at")) THEN
		PERFORM "analytics_slot_add"(OLD."started_at", 0, 0, -1, CASE WHEN OLD."completed_at" IS NOT NULL THEN -1 ELSE 0 END, 0);
		PERFORM "analytics_slot_add"(OLD."completed_at", 0, 0, 0, 0, -1);
	END IF;
	IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND (OLD."started_at" IS DISTINCT FROM NEW."started_at" OR OLD."completed_at" IS DISTINCT FROM NEW."completed_at")) THEN
		PERFORM "analytics_slot_add"(NEW."started_at", 0, 0, 1, CASE WHEN NEW."completed_at" IS NOT NULL THEN 1 ELSE 0 END, 0);
		PERFORM "analytics_slot_add"(NEW."completed_at", 0, 0, 0, 0, 1);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO "person_activity" ("user_id", "slot")
		SELECT DISTINCT NEW."user_id", "analytics_slot"(x."at")
		FROM (VALUES (NEW."started_at"), (NEW."last_answered_at"), (NEW."completed_at")) AS x("at")
		WHERE x."at" IS NOT NULL
		ON CONFLICT DO NOTHING;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "test_attempts_analytics_insert_delete" AFTER INSERT OR DELETE ON "test_attempts"
	FOR EACH ROW EXECUTE FUNCTION "analytics_attempts_follow"();
--> statement-breakpoint
-- Every answer moves last_answered_at; the log changes only when it moves into a new slot (the old
-- slot's row is already there), so most answers do not even call the function.
CREATE TRIGGER "test_attempts_analytics_update" AFTER UPDATE OF "user_id", "started_at", "last_answered_at", "completed_at" ON "test_attempts"
	FOR EACH ROW WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id"
		OR OLD."started_at" IS DISTINCT FROM NEW."started_at"
		OR "analytics_slot"(OLD."last_answered_at") IS DISTINCT FROM "analytics_slot"(NEW."last_answered_at")
		OR OLD."completed_at" IS DISTINCT FROM NEW."completed_at")
	EXECUTE FUNCTION "analytics_attempts_follow"();
--> statement-breakpoint
-- Activity rows leave only with their account (a cascade); the figures of the past change with them.
CREATE TRIGGER "person_activity_generation" AFTER DELETE ON "person_activity"
	FOR EACH STATEMENT EXECUTE FUNCTION "analytics_generation_bump"();
--> statement-breakpoint
-- Fills every rollup from the tables they follow: here, and after a bulk load made with the
-- triggers off (bench/analytics.ts). The activity log only gains rows: it may know more than the
-- attempts still show.
CREATE FUNCTION "analytics_rollups_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "analytics_slots";
	INSERT INTO "analytics_slots" ("slot", "sign_ups", "verified_sign_ups", "attempts_started", "started_completed", "attempts_completed")
	SELECT x."slot", sum(x."a"), sum(x."b"), sum(x."c"), sum(x."d"), sum(x."e")
	FROM (
		SELECT "analytics_slot"(u."created_at") AS "slot", 1 AS "a", CASE WHEN u."email_verified_at" IS NOT NULL THEN 1 ELSE 0 END AS "b", 0 AS "c", 0 AS "d", 0 AS "e"
		FROM "users" u WHERE u."deleted_at" IS NULL
		UNION ALL
		SELECT "analytics_slot"(t."started_at"), 0, 0, 1, CASE WHEN t."completed_at" IS NOT NULL THEN 1 ELSE 0 END, 0 FROM "test_attempts" t
		UNION ALL
		SELECT "analytics_slot"(t."completed_at"), 0, 0, 0, 0, 1 FROM "test_attempts" t WHERE t."completed_at" IS NOT NULL
	) x
	GROUP BY x."slot";
	INSERT INTO "person_activity" ("user_id", "slot")
	SELECT DISTINCT t."user_id", "analytics_slot"(x."at")
	FROM "test_attempts" t CROSS JOIN LATERAL (VALUES (t."started_at"), (t."last_answered_at"), (t."completed_at")) AS x("at")
	WHERE x."at" IS NOT NULL
	ON CONFLICT DO NOTHING;
	DELETE FROM "screening_counts";
	INSERT INTO "screening_counts" ("education_level", "experience_level", "completed", "people")
	SELECT p."education_level", p."experience_level", p."completed_at" IS NOT NULL, count(*)::int
	FROM "student_profiles" p JOIN "users" u ON u."id" = p."user_id" AND u."deleted_at" IS NULL
	GROUP BY 1, 2, 3;
	UPDATE "analytics_generation" SET "generation" = "generation" + 1 WHERE "id" = 1;
	DELETE FROM "analytics_snapshots";
END;
$$;
--> statement-breakpoint
SELECT "analytics_rollups_rebuild"();
