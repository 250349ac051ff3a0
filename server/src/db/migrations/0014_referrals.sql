CREATE TABLE "referral_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"referrer_reward_type" text NOT NULL,
	"referrer_reward_value" integer NOT NULL,
	"referee_discount_type" text,
	"referee_discount_value" integer,
	"currency" char(3) DEFAULT 'INR' NOT NULL,
	"min_purchase_minor" integer DEFAULT 0 NOT NULL,
	"max_rewards_per_referrer" integer,
	"reward_valid_days" integer NOT NULL,
	"welcome_valid_days" integer NOT NULL,
	"hold_days" integer NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_configs_reward_type" CHECK ("referral_configs"."referrer_reward_type" in ('PERCENTAGE', 'FIXED_AMOUNT')),
	CONSTRAINT "referral_configs_welcome" CHECK (("referral_configs"."referee_discount_type" is null and "referral_configs"."referee_discount_value" is null)
        or ("referral_configs"."referee_discount_type" in ('PERCENTAGE', 'FIXED_AMOUNT') and "referral_configs"."referee_discount_value" > 0)),
	CONSTRAINT "referral_configs_amounts" CHECK ("referral_configs"."referrer_reward_value" > 0 and "referral_configs"."min_purchase_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referral_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referral_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_id" uuid NOT NULL,
	"referee_id" uuid NOT NULL,
	"code" text NOT NULL,
	"config_id" uuid NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"joined_at" timestamp with time zone,
	"qualifying_order_id" uuid,
	"qualified_at" timestamp with time zone,
	"reward_due_at" timestamp with time zone,
	"reward_coupon_id" uuid,
	"rewarded_at" timestamp with time zone,
	"welcome_coupon_id" uuid,
	"welcome_activated_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."referrer_id" <> "referrals"."referee_id"),
	CONSTRAINT "referrals_status_check" CHECK ("referrals"."status" in ('invited', 'joined', 'qualified', 'rewarded', 'capped', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "owner_user_id" uuid;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_configs" ADD CONSTRAINT "referral_configs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_events" ADD CONSTRAINT "referral_events_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_events" ADD CONSTRAINT "referral_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referee_id_users_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_config_id_referral_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."referral_configs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_qualifying_order_id_payment_orders_id_fk" FOREIGN KEY ("qualifying_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_reward_coupon_id_coupons_id_fk" FOREIGN KEY ("reward_coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_welcome_coupon_id_coupons_id_fk" FOREIGN KEY ("welcome_coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_user_key" ON "referral_codes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_key" ON "referral_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_configs_one_active_key" ON "referral_configs" USING btree ("is_active") WHERE "referral_configs"."is_active";--> statement-breakpoint
CREATE INDEX "referral_configs_created_idx" ON "referral_configs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "referral_events_referral_idx" ON "referral_events" USING btree ("referral_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referee_key" ON "referrals" USING btree ("referee_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_status_created_idx" ON "referrals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "referrals_created_idx" ON "referrals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "referrals_qualifying_order_idx" ON "referrals" USING btree ("qualifying_order_id") WHERE "referrals"."qualifying_order_id" is not null;--> statement-breakpoint
CREATE INDEX "referrals_config_idx" ON "referrals" USING btree ("config_id");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_owner_idx" ON "coupons" USING btree ("owner_user_id") WHERE "coupons"."owner_user_id" is not null;