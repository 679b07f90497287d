import { NotFoundView } from "@/components/layout/not-found-view";

// notFound() in this group's pages: its layout already draws the header and footer.
export { generateMetadata } from "@/components/layout/not-found-metadata";

export default function NotFound() {
  return <NotFoundView />;
}
