import { footballList } from "@/components/match/score-list/football-lists";

export { generateStaticParams } from "@/lib/page-query-server";
export const revalidate = 15;
export const generateMetadata = footballList.bjdc.metadata;
export default footballList.bjdc.Page;
