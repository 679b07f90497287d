import { redirect } from "next/navigation";

/** /recommend opens its first menu item, 推荐赛事. */
export default function RecommendPage() {
  redirect("/recommend/comList");
}
