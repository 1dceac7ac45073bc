import { useEffect, useState } from 'react';

/**
 * A UPI link as a QR code any UPI app scans (NPCI's `upi://pay` format), drawn with the QR
 * encoder the QR panel uses, loaded when the code is first shown.
 */
export function UpiQrCode({ text }: { text: string }) {
  const [modules, setModules] = useState<{ text: string; data: boolean[][] } | null>(null);
  useEffect(() => {
    let current = true;
    void import('uqr').then(({ encode }) => {
      if (current) setModules({ text, data: encode(text, { ecc: 'M', border: 0 }).data });
    });
    return () => {
      current = false;
    };
  }, [text]);
  if (!modules || modules.text !== text) return null;
  const size = modules.data.length;
  const cells: string[] = [];
  modules.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) cells.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return (
    <svg viewBox={`-2 -2 ${size + 4} ${size + 4}`} aria-hidden="true" shapeRendering="crispEdges" data-qr="">
      <path fill="currentColor" d={cells.join('')} />
    </svg>
  );
}
