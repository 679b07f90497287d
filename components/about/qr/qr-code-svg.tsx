import "server-only";
import { create } from "qrcode";

const QUIET_ZONE = 4;

/** The dark modules of a QR code (byte mode, level M, the smallest version that holds the text). */
export function qrModules(value: string): boolean[][] {
  const { modules } = create(value, { errorCorrectionLevel: "M" });
  return Array.from({ length: modules.size }, (_, y) =>
    Array.from({ length: modules.size }, (_, x) => Boolean(modules.get(y, x))),
  );
}

// Dark modules as one SVG path, one rectangle per horizontal run.
function modulesPath(matrix: boolean[][]): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let run = 1;
      while (row[x + run]) run++;
      parts.push(`M${x} ${y}h${run}v1h-${run}z`);
      x += run - 1;
    }
  });
  return parts.join("");
}

/** The code's view box (its quiet zone around it) and the path of its dark modules. */
function qrDrawing(value: string) {
  const matrix = qrModules(value);
  const box = matrix.length + QUIET_ZONE * 2;
  return { box, viewBox: `-${QUIET_ZONE} -${QUIET_ZONE} ${box} ${box}`, path: modulesPath(matrix) };
}

/** The code as a standalone SVG file, for an <img> that loads after the page. */
export function qrSvgFile(value: string): string {
  const { box, viewBox, path } = qrDrawing(value);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" shape-rendering="crispEdges">` +
    `<rect x="-${QUIET_ZONE}" y="-${QUIET_ZONE}" width="${box}" height="${box}" fill="#fff"/>` +
    `<path d="${path}" fill="#111827"/></svg>`
  );
}

/** A QR code drawn on the server as inline SVG: no encoder reaches the browser. */
export function QrCodeSvg({ value, label, className }: { value: string; label: string; className?: string }) {
  const { box, viewBox, path } = qrDrawing(value);
  return (
    <svg role="img" aria-label={label} viewBox={viewBox} shapeRendering="crispEdges" className={className}>
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} fill="#fff" />
      <path d={path} fill="#111827" />
    </svg>
  );
}
