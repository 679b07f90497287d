ALTER TABLE "players" ADD COLUMN "national_team_id" integer;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "national_number" smallint;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_national_team_id_teams_id_fk" FOREIGN KEY ("national_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "players_national_team_idx" ON "players" USING btree ("national_team_id","national_number");