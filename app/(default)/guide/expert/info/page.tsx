import { redirect } from "next/navigation";

/** Jump id 6 names /guide/expert/info without an expert: it opens the list of experts. */
export default function ExpertInfoIndexPage() {
  redirect("/guide/expert");
}
