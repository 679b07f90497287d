import { basketballList } from "@/components/match/basketball/basketball-lists";

export { generateStaticParams } from "@/lib/page-query-server";
export const revalidate = 30;
export const generateMetadata = basketballList.next.metadata;
export default basketballList.next.Page;
