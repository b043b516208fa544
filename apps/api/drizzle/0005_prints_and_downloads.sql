CREATE TABLE "fulfilment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"order_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ALTER COLUMN "plan_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "actor" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "actor_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "wrap" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_ref" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_ref" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "print_file_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "print_file_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "print_file_width" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "print_file_height" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "print_file_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "print_file_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "print_file_error" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_provider" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_ref" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_error" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idempotency_idx" ON "orders" USING btree ("user_id","idempotency_key") WHERE idempotency_key is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_png_purchase_idx" ON "orders" USING btree ("user_id","artwork_id") WHERE kind = 'png' and status in ('pending_payment', 'paid');--> statement-breakpoint
CREATE INDEX "orders_kind_status_idx" ON "orders" USING btree ("kind","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_print_file_idx" ON "orders" USING btree ("print_file_status") WHERE print_file_status in ('pending', 'rendering');--> statement-breakpoint
CREATE INDEX "checkout_sessions_order_idx" ON "checkout_sessions" USING btree ("order_id");