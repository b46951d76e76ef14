// The QR code of a TOTP enrollment's otpauth:// URI, as the SVG GoTrue answers in
// `totp.qr_code` (supabase-js prefixes it with `data:image/svg+xml;utf-8,`). uqr encodes;
// we draw the SVG ourselves because uqr's renderSVG has no width and height, so an <img>
// would have no intrinsic size, and no crisp edges when scaled.
import { encode } from 'uqr';

/** An SVG image of the QR code for `text` (error correction M, four-module quiet zone). */
export function qrCodeSvg(text: string, moduleSize = 4): string {
  const { size, data } = encode(text, { ecc: 'M', border: 4 });
  const path: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path.push(`M${x},${y}h1v1h-1z`);
    });
  });
  const pixels = size * moduleSize;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="white"/><path d="${path.join('')}" fill="black"/></svg>`
  );
}
