import { basketballList } from "@/components/match/basketball/basketball-lists";

// Static and revalidated: filters are read from the URL in the browser, scores arrive over SSE.
export const revalidate = 15;
export const generateMetadata = basketballList.jclq.metadata;
export default basketballList.jclq.Page;
