import { AccountSideMenu } from "@/components/account/account-side-menu";

// Guarded by middleware (SPEC §6: /v needs sign-in); each page reads its data with the session.
export default function AccountLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex gap-5">
      <AccountSideMenu />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
