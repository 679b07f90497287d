"use client";
import { ErrorView } from "@/components/layout/error-view";

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorView error={error} retry={retry} />;
}
