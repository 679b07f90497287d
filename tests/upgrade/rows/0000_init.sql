-- Rows a user's database held at the schema of 0000_init, written with that schema's columns only.
-- Never edit: a later schema gets its own file named after its migration.
INSERT INTO "live_navs" ("id", "name", "sort") VALUES (1, '足球', 1);
INSERT INTO "users" ("id", "mobile", "nick_name", "level", "is_anchor", "signature", "password_hash", "created_at")
VALUES
  (100001, '13800000001', '老球迷阿强', 12, 0, '只看英超', 'scrypt$0000$upgrade', '2026-11-01T08:00:00Z'),
  (100002, '13900000002', '解说小美', 25, 1, '每天准时开播', '', '2026-11-02T09:00:00Z');
-- Session token "upgrade-session-token-0000", stored as its SHA-256.
INSERT INTO "sessions" ("token_hash", "user_id", "expires_at")
VALUES ('c8b7a953dbf6fe43e3a0d09b92d995a6a998566140611421eec0f9405bc1607e', 100001, '2099-01-01T00:00:00Z');
INSERT INTO "wallets" ("user_id", "balance", "ticket", "income") VALUES (100001, 1250, 30, 0), (100002, 80, 0, 460);
INSERT INTO "ledger" ("user_id", "trade_type", "currency", "amount", "balance_after", "remark", "created_at")
VALUES
  (100001, 1, 'balance', 1250, 1250, '钻石充值', '2026-11-01T08:05:00Z'),
  (100001, 1, 'ticket', 30, 30, '钻石充值', '2026-11-01T08:05:00Z'),
  (100002, 1, 'balance', 80, 80, '钻石充值', '2026-11-02T09:05:00Z'),
  (100002, 9, 'income', 460, 460, '礼物收入', '2026-11-03T20:00:00Z');
INSERT INTO "rooms" ("id", "anchor_id", "nav_id", "title", "notice", "heat")
VALUES (1001, 100002, 1, '英超焦点战解说', '欢迎来到直播间，文明观赛。', 5200);
INSERT INTO "sports" ("id", "name", "code") VALUES (1, '足球', 'football');
INSERT INTO "continents" ("id", "name", "sort") VALUES (1, '欧洲', 1);
INSERT INTO "countries" ("id", "continent_id", "name", "name_en", "sort") VALUES (44, 1, '英格兰', 'England', 1);
INSERT INTO "leagues" ("id", "sport_id", "country_id", "name", "full_name", "name_en", "type", "colour", "is_hot", "current_season_id")
VALUES (36, 1, 44, '英超', '英格兰超级联赛', 'Premier League', 1, '#3D195B', true, 1);
INSERT INTO "seasons" ("id", "league_id", "name", "start_date", "end_date", "is_current")
VALUES (1, 36, '2026-2027', '2026-08-15', '2027-05-23', true);
INSERT INTO "teams" ("id", "sport_id", "country_id", "name", "short_name", "name_en", "colour", "colour2", "strength")
VALUES
  (1001, 1, 44, '阿森纳', '阿森纳', 'Arsenal', '#EF0107', '#FFFFFF', 86),
  (1002, 1, 44, '切尔西', '切尔西', 'Chelsea', '#034694', '#FFFFFF', 82);
INSERT INTO "matches" ("id", "sport_id", "league_id", "season_id", "home_team_id", "away_team_id", "kickoff", "state",
  "home_score", "away_score", "home_half_score", "away_half_score", "engine_seed")
VALUES (7001, 1, 36, 1, 1001, 1002, '2026-11-15T12:30:00Z', 8, 2, 1, 1, 0, 7001);
