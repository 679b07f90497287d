import { QrCodeSvg } from "./qr/qr-code-svg";
import { CopyLink, type CopyLinkLabels } from "./copy-link";

type Labels = CopyLinkLabels & { qrLabel: string; urlHint: string };

/** The app page's code and its link, both for this site's address (SITE_URL), drawn on the server. */
export function AppDownloadQr({ url, labels }: { url: string; labels: Labels }) {
  return (
    <div className="flex flex-col items-center gap-3">
      <QrCodeSvg value={url} label={labels.qrLabel} className="size-44 rounded border border-gray-200" />
      <p className="text-xs text-ink-mute">{labels.urlHint}</p>
      <CopyLink url={url} labels={labels} />
    </div>
  );
}
