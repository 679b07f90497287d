import { scoreListMetadata, scoreListPage } from "@/components/match/score-list/score-list-page";

export { generateStaticParams } from "@/lib/page-query-server";
export const revalidate = 15;
export const generateMetadata = scoreListMetadata("football/jczq");
export default scoreListPage("football/jczq");
