// A QR code drawn as SVG paths from qrcode-generator's modules (no HTML strings, so nothing to sanitise).
import qrcode from 'qrcode-generator';

const QUIET_ZONE = 4; // modules of white around the code, as the standard asks

export function QrCode({ value, size, label }: { value: string; size: number; label: string }) {
  const qr = qrcode(0, 'M');
  qr.addData(value);
  qr.make();
  const count = qr.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++)
      if (qr.isDark(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
  const box = count + 2 * QUIET_ZONE;
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${box} ${box}`}
      shapeRendering="crispEdges"
    >
      <rect width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
