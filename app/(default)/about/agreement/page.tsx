import { AboutDocument, aboutDocumentMetadata } from "@/components/about/about-document";

const documentRef = { group: "legal", id: "agreement" } as const;

export const generateMetadata = () => aboutDocumentMetadata(documentRef);

export default function AgreementPage() {
  return <AboutDocument documentRef={documentRef} />;
}
