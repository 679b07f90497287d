import { AboutDocument, aboutDocumentMetadata } from "@/components/about/about-document";

const documentRef = { group: "legal", id: "privacy" } as const;

export const generateMetadata = () => aboutDocumentMetadata(documentRef);

export default function PrivacyPage() {
  return <AboutDocument documentRef={documentRef} />;
}
