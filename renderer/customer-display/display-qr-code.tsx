import { QRCodeSVG } from 'qrcode.react';

interface DisplayQrCodeProps {
  value: string;
  /** What the code is, for assistive technology. */
  label: string;
}

/**
 * A code for the customer's phone, sized by the screen (the SVG scales): large enough for a
 * camera a metre away, with the quiet zone a scanner needs.
 */
export function DisplayQrCode({ value, label }: DisplayQrCodeProps) {
  return (
    <QRCodeSVG
      className="customer-display__qr"
      value={value}
      size={512}
      level="M"
      marginSize={4}
      title={label}
      role="img"
    />
  );
}
