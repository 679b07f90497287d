import { AppDownload, appDownloadMetadata } from "@/components/about/app-download";

export const generateMetadata = appDownloadMetadata;

export default function AppDownloadPage() {
  return <AppDownload />;
}
