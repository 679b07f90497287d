import { AboutDocument, aboutDocumentMetadata } from "@/components/about/about-document";

const documentRef = { group: "legal", id: "protocol" } as const;

export const generateMetadata = () => aboutDocumentMetadata(documentRef);

export default function ProtocolPage() {
  return <AboutDocument documentRef={documentRef} />;
}
