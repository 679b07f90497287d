import { scoreListMetadata, scoreListPage } from "@/components/match/score-list/score-list-page";

export { generateStaticParams } from "@/lib/page-query-server";
export const revalidate = 30;
export const generateMetadata = scoreListMetadata("basketball/end");
export default scoreListPage("basketball/end");
