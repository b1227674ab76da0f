import { QRCodeSVG } from 'qrcode.react';

interface QrCodeProps {
  value: string;
  /** Its drawn size in pixels; the SVG scales where a sheet sizes it. */
  size: number;
  /** What the code is, for assistive technology. */
  label: string;
  className: string;
}

/**
 * A code for a customer's phone to scan off a screen: error correction M and the quiet zone of
 * four modules a scanner needs, whichever screen shows it.
 */
export function QrCode({ value, size, label, className }: QrCodeProps) {
  return (
    <QRCodeSVG
      className={className}
      value={value}
      size={size}
      level="M"
      marginSize={4}
      title={label}
      role="img"
    />
  );
}
