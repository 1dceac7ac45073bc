import { type ReactNode, useEffect, useState } from 'react';

/**
 * `text` as a QR code (error correction M) in `currentColor`, with the quiet zone drawn by the
 * viewBox. The encoder (`uqr`) is its own lazy chunk, loaded when a code is first shown;
 * `placeholder` stands in until it has encoded the current text.
 */
export function QrSvg({ text, placeholder = null }: { text: string; placeholder?: ReactNode }) {
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
  if (!modules || modules.text !== text) return placeholder;
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
