import { footballList } from "@/components/match/score-list/football-lists";

// Static and revalidated: filters are read from the URL in the browser, scores arrive over SSE.
export const revalidate = 15;
export const generateMetadata = footballList.live.metadata;
export default footballList.live.Page;
