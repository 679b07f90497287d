CREATE TABLE "chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_id" integer,
	"match_id" integer,
	"user_id" integer NOT NULL,
	"content" varchar(400) NOT NULL,
	"role" varchar(8) NOT NULL,
	"barrage_id" smallint,
	"platform" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_welcomes" (
	"scope" varchar(32) PRIMARY KEY NOT NULL,
	"welcome" varchar(200) DEFAULT '' NOT NULL,
	"notice" varchar(200) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_forbids" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "room_forbids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_managers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "room_managers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"title" varchar(40) NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"tags" varchar(120) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_follows" (
	"user_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_follows_user_id_match_id_pk" PRIMARY KEY("user_id","match_id")
);
--> statement-breakpoint
CREATE TABLE "gift_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"anchor_id" integer NOT NULL,
	"gift_id" integer NOT NULL,
	"count" integer NOT NULL,
	"price" integer NOT NULL,
	"total" integer NOT NULL,
	"income" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(16) NOT NULL,
	"price" integer NOT NULL,
	"icon" varchar(120) NOT NULL,
	"effect" varchar(12) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "horn_bags" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "horn_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "horn_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"content" varchar(200) NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nobility_levels" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(8) NOT NULL,
	"price" integer NOT NULL,
	"days" integer NOT NULL,
	"icon" varchar(120) NOT NULL,
	"name_color" varchar(9) NOT NULL,
	"bubble_bg" varchar(9) NOT NULL,
	"bubble_border" varchar(9) NOT NULL,
	"bubble_text" varchar(9) NOT NULL,
	"entry_effect" varchar(12) NOT NULL,
	"horn_grant" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "red_packet_grabs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "red_packet_grabs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"packet_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "red_packets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "red_packets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"total" integer NOT NULL,
	"count" integer NOT NULL,
	"shares" integer[] NOT NULL,
	"remaining_count" integer NOT NULL,
	"remaining_amount" integer NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_nobilities" (
	"user_id" integer NOT NULL,
	"nobility_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"worn" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "user_nobilities_user_id_nobility_id_pk" PRIMARY KEY("user_id","nobility_id")
);
--> statement-breakpoint
CREATE TABLE "bjdc_matches" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"issue" varchar(6) NOT NULL,
	"number" smallint NOT NULL,
	"handicap" smallint NOT NULL,
	"sp_home" numeric(6, 2) NOT NULL,
	"sp_draw" numeric(6, 2) NOT NULL,
	"sp_away" numeric(6, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jclq_matches" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"business_date" date NOT NULL,
	"number" varchar(6) NOT NULL,
	"sp_home" numeric(6, 2) NOT NULL,
	"sp_away" numeric(6, 2) NOT NULL,
	"handicap" numeric(5, 1) NOT NULL,
	"h_sp_home" numeric(6, 2) NOT NULL,
	"h_sp_away" numeric(6, 2) NOT NULL,
	"total" numeric(5, 1) NOT NULL,
	"sp_over" numeric(6, 2) NOT NULL,
	"sp_under" numeric(6, 2) NOT NULL,
	"sale_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jczq_matches" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"business_date" date NOT NULL,
	"number" varchar(6) NOT NULL,
	"sp_home" numeric(6, 2) NOT NULL,
	"sp_draw" numeric(6, 2) NOT NULL,
	"sp_away" numeric(6, 2) NOT NULL,
	"handicap" smallint NOT NULL,
	"h_sp_home" numeric(6, 2) NOT NULL,
	"h_sp_draw" numeric(6, 2) NOT NULL,
	"h_sp_away" numeric(6, 2) NOT NULL,
	"single" boolean DEFAULT false NOT NULL,
	"sale_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zc_issues" (
	"issue" varchar(6) PRIMARY KEY NOT NULL,
	"sale_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zc_matches" (
	"issue" varchar(6) NOT NULL,
	"number" smallint NOT NULL,
	"match_id" integer NOT NULL,
	CONSTRAINT "zc_matches_issue_number_pk" PRIMARY KEY("issue","number")
);
--> statement-breakpoint
CREATE TABLE "lineups" (
	"match_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"side" varchar(4) NOT NULL,
	"starter" boolean NOT NULL,
	"captain" boolean DEFAULT false NOT NULL,
	"position" varchar(3) NOT NULL,
	"shirt_number" smallint NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "lineups_match_id_player_id_pk" PRIMARY KEY("match_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "match_commentary" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "match_commentary_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match_id" integer NOT NULL,
	"minute" smallint NOT NULL,
	"clock" varchar(16) NOT NULL,
	"text" varchar(200) NOT NULL,
	"kind" smallint,
	"home_score" smallint DEFAULT 0 NOT NULL,
	"away_score" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_stats" (
	"match_id" integer NOT NULL,
	"side" varchar(4) NOT NULL,
	"possession" smallint DEFAULT 0 NOT NULL,
	"shots" smallint DEFAULT 0 NOT NULL,
	"shots_on_target" smallint DEFAULT 0 NOT NULL,
	"corners" smallint DEFAULT 0 NOT NULL,
	"fouls" smallint DEFAULT 0 NOT NULL,
	"offsides" smallint DEFAULT 0 NOT NULL,
	"yellow_cards" smallint DEFAULT 0 NOT NULL,
	"red_cards" smallint DEFAULT 0 NOT NULL,
	"saves" smallint DEFAULT 0 NOT NULL,
	"attacks" smallint DEFAULT 0 NOT NULL,
	"dangerous_attacks" smallint DEFAULT 0 NOT NULL,
	"field_goals_scored" smallint DEFAULT 0 NOT NULL,
	"field_goals_attempted" smallint DEFAULT 0 NOT NULL,
	"three_points_scored" smallint DEFAULT 0 NOT NULL,
	"three_points_attempted" smallint DEFAULT 0 NOT NULL,
	"free_throws_scored" smallint DEFAULT 0 NOT NULL,
	"free_throws_attempted" smallint DEFAULT 0 NOT NULL,
	"rebounds" smallint DEFAULT 0 NOT NULL,
	"offensive_rebounds" smallint DEFAULT 0 NOT NULL,
	"assists" smallint DEFAULT 0 NOT NULL,
	"steals" smallint DEFAULT 0 NOT NULL,
	"blocks" smallint DEFAULT 0 NOT NULL,
	"turnovers" smallint DEFAULT 0 NOT NULL,
	"timeouts_left" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "match_stats_match_id_side_pk" PRIMARY KEY("match_id","side")
);
--> statement-breakpoint
CREATE TABLE "match_tv" (
	"match_id" integer NOT NULL,
	"channel" varchar(16) NOT NULL,
	"kind" varchar(6) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "match_tv_match_id_channel_pk" PRIMARY KEY("match_id","channel")
);
--> statement-breakpoint
CREATE TABLE "player_box_scores" (
	"match_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"side" varchar(4) NOT NULL,
	"starter" boolean DEFAULT false NOT NULL,
	"minutes_played" smallint DEFAULT 0 NOT NULL,
	"points" smallint DEFAULT 0 NOT NULL,
	"field_goals_scored" smallint DEFAULT 0 NOT NULL,
	"field_goals_attempted" smallint DEFAULT 0 NOT NULL,
	"field_goals_accuracy" numeric(4, 1) GENERATED ALWAYS AS (case when field_goals_attempted > 0 then round(field_goals_scored * 100.0 / field_goals_attempted, 1) else 0 end) STORED,
	"three_points_scored" smallint DEFAULT 0 NOT NULL,
	"three_points_attempted" smallint DEFAULT 0 NOT NULL,
	"three_points_accuracy" numeric(4, 1) GENERATED ALWAYS AS (case when three_points_attempted > 0 then round(three_points_scored * 100.0 / three_points_attempted, 1) else 0 end) STORED,
	"free_throws_scored" smallint DEFAULT 0 NOT NULL,
	"free_throws_attempted" smallint DEFAULT 0 NOT NULL,
	"free_throws_accuracy" numeric(4, 1) GENERATED ALWAYS AS (case when free_throws_attempted > 0 then round(free_throws_scored * 100.0 / free_throws_attempted, 1) else 0 end) STORED,
	"rebounds" smallint DEFAULT 0 NOT NULL,
	"offensive_rebounds" smallint DEFAULT 0 NOT NULL,
	"defensive_rebounds" smallint DEFAULT 0 NOT NULL,
	"assists" smallint DEFAULT 0 NOT NULL,
	"steals" smallint DEFAULT 0 NOT NULL,
	"blocks" smallint DEFAULT 0 NOT NULL,
	"turnovers" smallint DEFAULT 0 NOT NULL,
	"fouls" smallint DEFAULT 0 NOT NULL,
	"plus_minus" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "player_box_scores_match_id_player_id_pk" PRIMARY KEY("match_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "match_events" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "match_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match_id" integer NOT NULL,
	"period" smallint NOT NULL,
	"minute" smallint NOT NULL,
	"added_minute" smallint DEFAULT 0 NOT NULL,
	"second" smallint DEFAULT 0 NOT NULL,
	"type" smallint NOT NULL,
	"side" varchar(4),
	"player_id" integer,
	"assist_player_id" integer,
	"sub_out_player_id" integer,
	"home_score" smallint NOT NULL,
	"away_score" smallint NOT NULL,
	"note" varchar(60) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" smallint NOT NULL,
	"league_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"round_id" integer,
	"home_team_id" integer NOT NULL,
	"away_team_id" integer NOT NULL,
	"kickoff" timestamp with time zone NOT NULL,
	"state" smallint NOT NULL,
	"clock" varchar(8) DEFAULT '' NOT NULL,
	"period_started_at" timestamp with time zone,
	"home_score" smallint DEFAULT 0 NOT NULL,
	"away_score" smallint DEFAULT 0 NOT NULL,
	"home_half_score" smallint,
	"away_half_score" smallint,
	"home_pen_score" smallint,
	"away_pen_score" smallint,
	"home_corners" smallint DEFAULT 0 NOT NULL,
	"away_corners" smallint DEFAULT 0 NOT NULL,
	"home_yellow" smallint DEFAULT 0 NOT NULL,
	"away_yellow" smallint DEFAULT 0 NOT NULL,
	"home_red" smallint DEFAULT 0 NOT NULL,
	"away_red" smallint DEFAULT 0 NOT NULL,
	"home_q1" smallint,
	"home_q2" smallint,
	"home_q3" smallint,
	"home_q4" smallint,
	"home_ot" smallint,
	"away_q1" smallint,
	"away_q2" smallint,
	"away_q3" smallint,
	"away_q4" smallint,
	"away_ot" smallint,
	"home_formation" varchar(10) DEFAULT '' NOT NULL,
	"away_formation" varchar(10) DEFAULT '' NOT NULL,
	"neutral" boolean DEFAULT false NOT NULL,
	"venue_id" integer,
	"jc_no" varchar(8),
	"bjdc_issue" varchar(6),
	"bjdc_no" smallint,
	"zc_issue" varchar(6),
	"is_hot" boolean DEFAULT false NOT NULL,
	"engine_seed" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(16) NOT NULL,
	"name_en" varchar(32) NOT NULL,
	"has_asian" boolean DEFAULT true NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "odds" (
	"match_id" integer NOT NULL,
	"market" smallint NOT NULL,
	"company_id" integer NOT NULL,
	"init_home" numeric(6, 3) NOT NULL,
	"init_draw" numeric(6, 3),
	"init_away" numeric(6, 3) NOT NULL,
	"init_line" numeric(5, 2),
	"home" numeric(6, 3) NOT NULL,
	"draw" numeric(6, 3),
	"away" numeric(6, 3) NOT NULL,
	"line" numeric(5, 2),
	"opened_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "odds_match_id_market_company_id_pk" PRIMARY KEY("match_id","market","company_id")
);
--> statement-breakpoint
CREATE TABLE "odds_changes" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "odds_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match_id" integer NOT NULL,
	"market" smallint NOT NULL,
	"company_id" integer NOT NULL,
	"home" numeric(6, 3) NOT NULL,
	"draw" numeric(6, 3),
	"away" numeric(6, 3) NOT NULL,
	"line" numeric(5, 2),
	"changed_at" timestamp with time zone NOT NULL,
	"minute" smallint,
	"state" smallint NOT NULL,
	"home_score" smallint DEFAULT 0 NOT NULL,
	"away_score" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "anchor_audits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "anchor_audits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"nav_id" integer NOT NULL,
	"room_title" varchar(60) NOT NULL,
	"intro" varchar(300) NOT NULL,
	"experience" varchar(300) DEFAULT '' NOT NULL,
	"contact" varchar(40) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reject_reason" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "anchor_dynamics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "anchor_dynamics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"anchor_id" integer NOT NULL,
	"content" varchar(500) NOT NULL,
	"images" text DEFAULT '[]' NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "anchor_schedules" (
	"room_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anchor_schedules_room_id_match_id_pk" PRIMARY KEY("room_id","match_id")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" smallint NOT NULL,
	"title" varchar(60) NOT NULL,
	"image" text NOT NULL,
	"jump_type" smallint DEFAULT 1 NOT NULL,
	"inner_id" integer,
	"target_id" integer,
	"url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_id" integer NOT NULL,
	"title" varchar(60) NOT NULL,
	"match_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"peak_heat" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_reservations" (
	"user_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_reservations_user_id_match_id_pk" PRIMARY KEY("user_id","match_id")
);
--> statement-breakpoint
CREATE TABLE "room_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "room_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" smallint NOT NULL,
	"content" varchar(200) DEFAULT '' NOT NULL,
	"images" text DEFAULT '[]' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_navs" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(16) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"anchor_id" integer NOT NULL,
	"nav_id" integer NOT NULL,
	"title" varchar(60) NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"notice" varchar(200) DEFAULT '' NOT NULL,
	"live_status" smallint DEFAULT 0 NOT NULL,
	"heat" integer DEFAULT 0 NOT NULL,
	"match_id" integer,
	"on_air" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" varchar(40) PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mobile" varchar(11) NOT NULL,
	"type" smallint NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mobile" varchar(11) NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "continents" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" varchar(8) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"continent_id" smallint NOT NULL,
	"name" varchar(16) NOT NULL,
	"name_en" varchar(40) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" smallint NOT NULL,
	"country_id" integer NOT NULL,
	"name" varchar(16) NOT NULL,
	"full_name" varchar(40) NOT NULL,
	"name_en" varchar(60) NOT NULL,
	"type" smallint NOT NULL,
	"level" smallint DEFAULT 1 NOT NULL,
	"colour" varchar(7) NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"current_season_id" integer
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" integer PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"name" varchar(16) NOT NULL,
	"stage" varchar(8) NOT NULL,
	"is_knockout" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" integer PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"name" varchar(9) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" varchar(8) NOT NULL,
	"code" varchar(16) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"city" varchar(20) NOT NULL,
	"country_id" integer,
	"capacity" integer
);
--> statement-breakpoint
CREATE TABLE "playback_purchases" (
	"user_id" integer NOT NULL,
	"playback_id" integer NOT NULL,
	"price" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playbacks" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "playbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 5001 CACHE 1),
	"kind" smallint NOT NULL,
	"room_id" integer,
	"match_id" integer,
	"title" varchar(80) NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"file" varchar(64) NOT NULL,
	"duration_sec" integer NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"play_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_streams" (
	"room_id" integer PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"secret" varchar(64) NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"publisher_session" varchar(40),
	"live_since" timestamp with time zone,
	"key_updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" integer PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"name" varchar(24) NOT NULL,
	"name_en" varchar(40) NOT NULL,
	"number" smallint NOT NULL,
	"position" varchar(3) NOT NULL,
	"nationality" varchar(16) NOT NULL,
	"birth_date" date NOT NULL,
	"height_cm" smallint NOT NULL,
	"weight_kg" smallint NOT NULL,
	"rating" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "season_teams" (
	"season_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"group_name" varchar(8) DEFAULT '' NOT NULL,
	CONSTRAINT "season_teams_season_id_team_id_pk" PRIMARY KEY("season_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" smallint NOT NULL,
	"country_id" integer NOT NULL,
	"name" varchar(24) NOT NULL,
	"short_name" varchar(12) NOT NULL,
	"name_en" varchar(48) NOT NULL,
	"colour" varchar(7) NOT NULL,
	"colour2" varchar(7) NOT NULL,
	"venue_id" integer,
	"city" varchar(20) DEFAULT '' NOT NULL,
	"is_national" boolean DEFAULT false NOT NULL,
	"strength" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"path" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"mime" varchar(16) NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"user_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100001 CACHE 1),
	"mobile" varchar(11) NOT NULL,
	"nick_name" varchar(32) NOT NULL,
	"portrait" text DEFAULT '' NOT NULL,
	"level" integer,
	"is_anchor" smallint DEFAULT 0 NOT NULL,
	"is_expert" smallint DEFAULT 0 NOT NULL,
	"signature" varchar(120) DEFAULT '' NOT NULL,
	"gender" smallint DEFAULT 0 NOT NULL,
	"birthday" varchar(10) DEFAULT '' NOT NULL,
	"city" varchar(40) DEFAULT '' NOT NULL,
	"password_hash" text DEFAULT '' NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"real_name" varchar(32) DEFAULT '' NOT NULL,
	"id_card_masked" varchar(18) DEFAULT '' NOT NULL,
	"id_card_hash" text DEFAULT '' NOT NULL,
	"real_name_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"trade_type" smallint NOT NULL,
	"currency" varchar(8) NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"remark" varchar(120) DEFAULT '' NOT NULL,
	"ref_id" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"ticket" integer DEFAULT 0 NOT NULL,
	"income" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_forbids" ADD CONSTRAINT "room_forbids_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_forbids" ADD CONSTRAINT "room_forbids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_forbids" ADD CONSTRAINT "room_forbids_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_managers" ADD CONSTRAINT "room_managers_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_managers" ADD CONSTRAINT "room_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_follows" ADD CONSTRAINT "match_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_follows" ADD CONSTRAINT "match_follows_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_records" ADD CONSTRAINT "gift_records_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_records" ADD CONSTRAINT "gift_records_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_records" ADD CONSTRAINT "gift_records_anchor_id_users_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_records" ADD CONSTRAINT "gift_records_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horn_bags" ADD CONSTRAINT "horn_bags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horn_messages" ADD CONSTRAINT "horn_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horn_messages" ADD CONSTRAINT "horn_messages_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_packet_grabs" ADD CONSTRAINT "red_packet_grabs_packet_id_red_packets_id_fk" FOREIGN KEY ("packet_id") REFERENCES "public"."red_packets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_packet_grabs" ADD CONSTRAINT "red_packet_grabs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_packets" ADD CONSTRAINT "red_packets_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_packets" ADD CONSTRAINT "red_packets_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_nobilities" ADD CONSTRAINT "user_nobilities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_nobilities" ADD CONSTRAINT "user_nobilities_nobility_id_nobility_levels_id_fk" FOREIGN KEY ("nobility_id") REFERENCES "public"."nobility_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bjdc_matches" ADD CONSTRAINT "bjdc_matches_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jclq_matches" ADD CONSTRAINT "jclq_matches_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jczq_matches" ADD CONSTRAINT "jczq_matches_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zc_matches" ADD CONSTRAINT "zc_matches_issue_zc_issues_issue_fk" FOREIGN KEY ("issue") REFERENCES "public"."zc_issues"("issue") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zc_matches" ADD CONSTRAINT "zc_matches_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineups" ADD CONSTRAINT "lineups_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineups" ADD CONSTRAINT "lineups_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_commentary" ADD CONSTRAINT "match_commentary_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_stats" ADD CONSTRAINT "match_stats_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_tv" ADD CONSTRAINT "match_tv_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_box_scores" ADD CONSTRAINT "player_box_scores_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_box_scores" ADD CONSTRAINT "player_box_scores_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_assist_player_id_players_id_fk" FOREIGN KEY ("assist_player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_sub_out_player_id_players_id_fk" FOREIGN KEY ("sub_out_player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odds" ADD CONSTRAINT "odds_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odds" ADD CONSTRAINT "odds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odds_changes" ADD CONSTRAINT "odds_changes_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odds_changes" ADD CONSTRAINT "odds_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anchor_audits" ADD CONSTRAINT "anchor_audits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anchor_dynamics" ADD CONSTRAINT "anchor_dynamics_anchor_id_users_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anchor_schedules" ADD CONSTRAINT "anchor_schedules_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anchor_schedules" ADD CONSTRAINT "anchor_schedules_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reservations" ADD CONSTRAINT "match_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reservations" ADD CONSTRAINT "match_reservations_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_reports" ADD CONSTRAINT "room_reports_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_reports" ADD CONSTRAINT "room_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_anchor_id_users_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_nav_id_live_navs_id_fk" FOREIGN KEY ("nav_id") REFERENCES "public"."live_navs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_continent_id_continents_id_fk" FOREIGN KEY ("continent_id") REFERENCES "public"."continents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_purchases" ADD CONSTRAINT "playback_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_purchases" ADD CONSTRAINT "playback_purchases_playback_id_playbacks_id_fk" FOREIGN KEY ("playback_id") REFERENCES "public"."playbacks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbacks" ADD CONSTRAINT "playbacks_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbacks" ADD CONSTRAINT "playbacks_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_streams" ADD CONSTRAINT "room_streams_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_teams" ADD CONSTRAINT "season_teams_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_teams" ADD CONSTRAINT "season_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger" ADD CONSTRAINT "ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_room_idx" ON "chat_messages" USING btree ("room_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_match_idx" ON "chat_messages" USING btree ("match_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_forbids_user_idx" ON "room_forbids" USING btree ("room_id","user_id");--> statement-breakpoint
CREATE INDEX "room_forbids_until_idx" ON "room_forbids" USING btree ("room_id","until");--> statement-breakpoint
CREATE UNIQUE INDEX "room_managers_user_idx" ON "room_managers" USING btree ("room_id","user_id");--> statement-breakpoint
CREATE INDEX "match_follows_user_idx" ON "match_follows" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "match_follows_match_idx" ON "match_follows" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "gift_records_anchor_idx" ON "gift_records" USING btree ("anchor_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_records_time_idx" ON "gift_records" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "horn_messages_time_idx" ON "horn_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "red_packet_grabs_user_idx" ON "red_packet_grabs" USING btree ("packet_id","user_id");--> statement-breakpoint
CREATE INDEX "red_packets_status_idx" ON "red_packets" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "red_packets_room_idx" ON "red_packets" USING btree ("room_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_nobilities_worn_idx" ON "user_nobilities" USING btree ("user_id") WHERE "user_nobilities"."worn" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "bjdc_issue_number_idx" ON "bjdc_matches" USING btree ("issue","number");--> statement-breakpoint
CREATE UNIQUE INDEX "jclq_number_idx" ON "jclq_matches" USING btree ("business_date","number");--> statement-breakpoint
CREATE UNIQUE INDEX "jczq_number_idx" ON "jczq_matches" USING btree ("business_date","number");--> statement-breakpoint
CREATE INDEX "zc_matches_match_idx" ON "zc_matches" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "match_commentary_match_idx" ON "match_commentary" USING btree ("match_id","minute");--> statement-breakpoint
CREATE INDEX "match_events_match_idx" ON "match_events" USING btree ("match_id","minute","added_minute","second");--> statement-breakpoint
CREATE INDEX "matches_sport_kickoff_idx" ON "matches" USING btree ("sport_id","kickoff");--> statement-breakpoint
CREATE INDEX "matches_league_kickoff_idx" ON "matches" USING btree ("league_id","kickoff");--> statement-breakpoint
CREATE INDEX "matches_state_idx" ON "matches" USING btree ("state","kickoff");--> statement-breakpoint
CREATE INDEX "matches_season_idx" ON "matches" USING btree ("season_id","state");--> statement-breakpoint
CREATE INDEX "matches_home_idx" ON "matches" USING btree ("home_team_id","kickoff");--> statement-breakpoint
CREATE INDEX "matches_away_idx" ON "matches" USING btree ("away_team_id","kickoff");--> statement-breakpoint
CREATE INDEX "odds_changes_match_idx" ON "odds_changes" USING btree ("match_id","market","company_id","changed_at");--> statement-breakpoint
CREATE INDEX "anchor_audits_user_idx" ON "anchor_audits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "anchor_dynamics_anchor_idx" ON "anchor_dynamics" USING btree ("anchor_id","created_at");--> statement-breakpoint
CREATE INDEX "anchor_schedules_match_idx" ON "anchor_schedules" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "live_sessions_room_idx" ON "live_sessions" USING btree ("room_id","started_at");--> statement-breakpoint
CREATE INDEX "match_reservations_match_idx" ON "match_reservations" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "room_reports_reporter_idx" ON "room_reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "room_reports_room_idx" ON "room_reports" USING btree ("room_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_anchor_idx" ON "rooms" USING btree ("anchor_id");--> statement-breakpoint
CREATE INDEX "rooms_nav_idx" ON "rooms" USING btree ("nav_id","heat");--> statement-breakpoint
CREATE INDEX "search_words_hits_idx" ON "search_words" USING btree ("hits");--> statement-breakpoint
CREATE INDEX "sms_codes_mobile_idx" ON "sms_codes" USING btree ("mobile","type","created_at");--> statement-breakpoint
CREATE INDEX "countries_continent_idx" ON "countries" USING btree ("continent_id","sort");--> statement-breakpoint
CREATE INDEX "leagues_sport_idx" ON "leagues" USING btree ("sport_id","sort");--> statement-breakpoint
CREATE INDEX "leagues_country_idx" ON "leagues" USING btree ("country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_season_number_idx" ON "rounds" USING btree ("season_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_league_name_idx" ON "seasons" USING btree ("league_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "playback_purchases_pair_idx" ON "playback_purchases" USING btree ("user_id","playback_id");--> statement-breakpoint
CREATE INDEX "playbacks_room_idx" ON "playbacks" USING btree ("room_id","created_at");--> statement-breakpoint
CREATE INDEX "playbacks_kind_idx" ON "playbacks" USING btree ("kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "room_streams_name_idx" ON "room_streams" USING btree ("name");--> statement-breakpoint
CREATE INDEX "players_team_idx" ON "players" USING btree ("team_id","number");--> statement-breakpoint
CREATE INDEX "season_teams_team_idx" ON "season_teams" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "teams_sport_idx" ON "teams" USING btree ("sport_id","name");--> statement-breakpoint
CREATE INDEX "teams_country_idx" ON "teams" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "follows_pair_idx" ON "follows" USING btree ("user_id","target_id");--> statement-breakpoint
CREATE INDEX "follows_target_idx" ON "follows" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_idx" ON "users" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "users_nick_name_idx" ON "users" USING btree ("nick_name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_id_card_idx" ON "users" USING btree ("id_card_hash") WHERE "users"."id_card_hash" <> '';--> statement-breakpoint
CREATE INDEX "ledger_user_idx" ON "ledger" USING btree ("user_id","created_at");