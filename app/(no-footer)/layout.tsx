import { FloatingHelper } from "@/components/layout/floating-helper";
import { SiteHeader } from "@/components/layout/site-header";

// Pages that fill the window (registration, password recovery, full-height lists) have no footer.
export default function NoFooterLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main className="mx-auto w-full max-w-site flex-1 py-5">{children}</main>
      <FloatingHelper />
    </>
  );
}
