import { FloatingHelper } from "@/components/layout/floating-helper";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";

export default function DefaultLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main className="mx-auto w-full max-w-site flex-1 py-5">{children}</main>
      <SiteFooter />
      <FloatingHelper />
    </>
  );
}
