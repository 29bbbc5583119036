/**
 * An image source for the QR code auth-js hands over: it puts GoTrue's SVG after `data:image/svg+xml;utf-8,`
 * as it is, where a `#` (in a colour, say) would end the image and start a fragment. The SVG is percent-encoded.
 */
export function qrCodeSource(qrCode: string): string {
  const raw = /^data:image\/svg\+xml;utf-8,(<[\s\S]*)$/.exec(qrCode)?.[1];
  return raw === undefined ? qrCode : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(raw)}`;
}
