CREATE TABLE "assessment_screening_responses" (
	"user_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"responses" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_screening_responses_user_id_assessment_id_pk" PRIMARY KEY("user_id","assessment_id")
);
--> statement-breakpoint
ALTER TABLE "assessment_screening_responses" ADD CONSTRAINT "assessment_screening_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_screening_responses" ADD CONSTRAINT "assessment_screening_responses_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;