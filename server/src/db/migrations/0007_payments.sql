CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"provider_event_id" text,
	"provider_payment_id" text,
	"summary" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"assessment_id" uuid,
	"assessment_title" text NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text,
	"amount_minor" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"list_price_minor" integer NOT NULL,
	"coupon_id" uuid,
	"coupon_code" text,
	"discount_minor" integer DEFAULT 0 NOT NULL,
	"coupon_hold_until" timestamp with time zone,
	"coupon_usage_id" uuid,
	"status" text DEFAULT 'created' NOT NULL,
	"provider_payment_id" text,
	"last_error" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_amounts" CHECK ("payment_orders"."amount_minor" >= 0 and "payment_orders"."discount_minor" >= 0 and "payment_orders"."list_price_minor" >= "payment_orders"."amount_minor"),
	CONSTRAINT "payment_orders_status_check" CHECK ("payment_orders"."status" in ('created', 'attempted', 'paid', 'failed')),
	CONSTRAINT "payment_orders_provider_check" CHECK ("payment_orders"."provider" in ('razorpay', 'test', 'coupon'))
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_coupon_usage_id_coupon_usages_id_fk" FOREIGN KEY ("coupon_usage_id") REFERENCES "public"."coupon_usages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_key" ON "payment_events" USING btree ("provider_event_id") WHERE "payment_events"."provider_event_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_provider_order_key" ON "payment_orders" USING btree ("provider","provider_order_id") WHERE "payment_orders"."provider_order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_open_key" ON "payment_orders" USING btree ("user_id","assessment_id") WHERE "payment_orders"."status" in ('created', 'attempted');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_paid_key" ON "payment_orders" USING btree ("user_id","assessment_id") WHERE "payment_orders"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_coupon_open_idx" ON "payment_orders" USING btree ("coupon_id") WHERE "payment_orders"."status" in ('created', 'attempted');--> statement-breakpoint
CREATE INDEX "payment_orders_status_idx" ON "payment_orders" USING btree ("status","created_at");