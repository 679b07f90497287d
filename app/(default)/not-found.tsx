import { NotFoundView } from "@/components/layout/not-found-view";

// notFound() in this group's pages, and addresses no route matches ([...missing]): the layout
// already draws the header and footer.
export { generateMetadata } from "@/components/layout/not-found-metadata";

export default function NotFound() {
  return <NotFoundView />;
}
