import { NotFoundView } from "@/components/layout/not-found-view";

// An unknown room or replay: the 404 on the light ground, filling the window below the header.
export { generateMetadata } from "@/components/layout/not-found-metadata";

export default function NotFound() {
  return <NotFoundView className="min-h-[calc(100vh-4rem)] bg-surface" />;
}
