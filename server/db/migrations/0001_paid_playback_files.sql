-- Priced playbacks seeded before this shared the free clip's file: give each its own (the demo's
-- paid reels, assets/video/paid/reel-0N.flv; any further one a name with no file, so it fails closed).
UPDATE "playbacks" SET "file" = CASE WHEN "ranked"."n" <= 6 THEN 'reel-0' || "ranked"."n" ELSE 'paid-' || "playbacks"."id" END
FROM (SELECT "id", row_number() OVER (ORDER BY "id") AS "n" FROM "playbacks" WHERE "price" > 0) AS "ranked"
WHERE "playbacks"."id" = "ranked"."id" AND "playbacks"."file" = 'playback';--> statement-breakpoint
CREATE UNIQUE INDEX "playbacks_paid_file_idx" ON "playbacks" USING btree ("file") WHERE "playbacks"."price" > 0;
