import { QrSvg } from './QrSvg';

/**
 * A UPI link as a QR code any UPI app scans (NPCI's `upi://pay` format), drawn with the QR
 * encoder the QR panel uses, loaded when the code is first shown.
 */
export function UpiQrCode({ text }: { text: string }) {
  return <QrSvg text={text} />;
}
