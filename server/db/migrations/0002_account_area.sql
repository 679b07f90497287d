CREATE TABLE "experience_days" (
	"user_id" integer NOT NULL,
	"day" varchar(10) NOT NULL,
	"source" smallint NOT NULL,
	"points" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experience_days_user_id_day_source_pk" PRIMARY KEY("user_id","day","source")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"box" smallint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"title" varchar(60) NOT NULL,
	"content" varchar(500) DEFAULT '' NOT NULL,
	"link" varchar(200) DEFAULT '' NOT NULL,
	"actor_id" integer,
	"dedupe_key" varchar(80),
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "experience_days" ADD CONSTRAINT "experience_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notices_user_box_idx" ON "notices" USING btree ("user_id","box","created_at");--> statement-breakpoint
CREATE INDEX "notices_unread_idx" ON "notices" USING btree ("user_id","box") WHERE "notices"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notices_dedupe_idx" ON "notices" USING btree ("user_id","dedupe_key") WHERE "notices"."dedupe_key" is not null;