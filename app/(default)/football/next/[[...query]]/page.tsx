import { footballList } from "@/components/match/score-list/football-lists";

export { generateStaticParams } from "@/lib/page-query-server";
export const revalidate = 30;
export const generateMetadata = footballList.next.metadata;
export default footballList.next.Page;
