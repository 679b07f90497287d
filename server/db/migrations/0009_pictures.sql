ALTER TABLE "rooms" ADD COLUMN "online" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "fan_base" integer DEFAULT 0 NOT NULL;