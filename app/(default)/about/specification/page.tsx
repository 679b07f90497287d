import { AboutDocument, aboutDocumentMetadata } from "@/components/about/about-document";

const documentRef = { group: "legal", id: "specification" } as const;

export const generateMetadata = () => aboutDocumentMetadata(documentRef);

export default function SpecificationPage() {
  return <AboutDocument documentRef={documentRef} />;
}
