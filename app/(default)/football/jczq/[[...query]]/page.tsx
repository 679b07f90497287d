import { footballList } from "@/components/match/score-list/football-lists";

export { generateStaticParams } from "@/lib/page-query-server";
export const revalidate = 15;
export const generateMetadata = footballList.jczq.metadata;
export default footballList.jczq.Page;
