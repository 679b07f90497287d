import { AnchorGate } from "@/components/anchor/anchor-gate";
import { AnchorSideMenu } from "@/components/anchor/anchor-side-menu";

// The anchor's own pages: open paths (SPEC §6), so the gate turns away visitors and non-anchors.
export default function AnchorLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex gap-5">
      <AnchorSideMenu />
      <div className="min-w-0 flex-1">
        <AnchorGate>{children}</AnchorGate>
      </div>
    </div>
  );
}
