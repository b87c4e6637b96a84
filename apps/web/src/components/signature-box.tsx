import { Box } from '@mantine/core';
import SignaturePad from 'signature_pad';
import { useEffect, useRef, type MutableRefObject } from 'react';

/**
 * The one box to sign in with a finger or the mouse (the driver's report, PV and cash, the yard's
 * sheets), drawn by signature_pad, which smooths the strokes.
 *
 * The pad is made once per mount and handed over through a ref: a new pad (on any re-render, e.g.
 * when the mission list refreshes) would resize the canvas and wipe the signature. It opens with
 * the signature already given, and tells each stroke so that the draft or the form keeps it.
 */
export function SignatureBox({
  padRef,
  initial,
  onStroke,
  label = 'Signature du client',
  describedBy,
  height = 200,
}: {
  padRef: MutableRefObject<SignaturePad | null>;
  initial: string | null;
  onStroke: (dataUrl: string) => void;
  /** What a screen reader says of the box. */
  label?: string;
  /** The id of a text that says whether it is signed. */
  describedBy?: string;
  height?: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const first = useRef({ initial, onStroke });
  first.current.onStroke = onStroke;
  useEffect(() => {
    const element = canvas.current!;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = element.offsetWidth * ratio;
    element.height = element.offsetHeight * ratio;
    element.getContext('2d')!.scale(ratio, ratio);
    const pad = new SignaturePad(element, { backgroundColor: 'rgb(255,255,255)', penColor: '#1a1b1e' });
    if (first.current.initial) void pad.fromDataURL(first.current.initial).catch(() => undefined);
    pad.addEventListener('endStroke', () => first.current.onStroke(pad.toDataURL('image/png')));
    padRef.current = pad;
    return () => {
      pad.off();
      padRef.current = null;
    };
  }, [padRef]);
  return (
    <Box style={{ border: '2px dashed var(--mantine-color-gray-5)', borderRadius: 8 }}>
      <canvas
        ref={canvas}
        data-testid="signature"
        aria-label={label}
        aria-describedby={describedBy}
        style={{ width: '100%', height, touchAction: 'none', display: 'block' }}
      />
    </Box>
  );
}
