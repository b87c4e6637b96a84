import type { DamageView } from '@plateau/contracts';

/** The drawing's size in SVG units per view: the box a per-mille position is measured in. */
export const viewBoxes: Record<DamageView, { width: number; height: number }> = {
  top: { width: 200, height: 400 },
  left: { width: 400, height: 180 },
  right: { width: 400, height: 180 },
  front: { width: 240, height: 180 },
  back: { width: 240, height: 180 },
};

const perMille = (offset: number, size: number) =>
  size <= 0 ? 0 : Math.min(1000, Math.max(0, Math.round((offset / size) * 1000)));

/** Where a tap fell on a drawing, in integers per mille of its box (what the contract stores). */
export function positionInBox(
  point: { clientX: number; clientY: number },
  box: { left: number; top: number; width: number; height: number },
): { x: number; y: number } {
  return {
    x: perMille(point.clientX - box.left, box.width),
    y: perMille(point.clientY - box.top, box.height),
  };
}

/**
 * Zones a mark can be placed in without a pointer (keyboard, screen reader): three rows by three
 * columns of the drawing, named as a driver says them.
 */
export const keyboardZones = [
  { value: 'nw', label: 'En haut à gauche', x: 200, y: 200 },
  { value: 'n', label: 'En haut au centre', x: 500, y: 200 },
  { value: 'ne', label: 'En haut à droite', x: 800, y: 200 },
  { value: 'w', label: 'Au milieu à gauche', x: 200, y: 500 },
  { value: 'c', label: 'Au centre', x: 500, y: 500 },
  { value: 'e', label: 'Au milieu à droite', x: 800, y: 500 },
  { value: 'sw', label: 'En bas à gauche', x: 200, y: 800 },
  { value: 's', label: 'En bas au centre', x: 500, y: 800 },
  { value: 'se', label: 'En bas à droite', x: 800, y: 800 },
] as const;

/** A mark id made on the phone, offline: unique enough within one diagram, within the contract's shape. */
export const newMarkId = (): string =>
  `m-${Date.now().toString(36)}-${Math.floor(Math.random() * 36 ** 6).toString(36)}`;
