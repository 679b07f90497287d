import { scoreListMetadata, scoreListPage } from "@/components/match/score-list/score-list-page";

export { generateStaticParams } from "@/lib/page-query-server";
export const revalidate = 30;
export const generateMetadata = scoreListMetadata("football/end");
export default scoreListPage("football/end");
