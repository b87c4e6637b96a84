import type {
  DamageKind,
  DamageMark,
  DamageView,
  YardMark,
  YardMarkKind,
  YardView,
} from '@plateau/contracts';

const VIEW_TO_DIAGRAM: Record<YardView, DamageView> = {
  TOP: 'top',
  LEFT: 'left',
  RIGHT: 'right',
  FRONT: 'front',
  REAR: 'back',
};
const KIND_TO_DIAGRAM: Record<YardMarkKind, DamageKind> = {
  RAYURE: 'rayure',
  ENFONCEMENT: 'enfoncement',
  BRIS: 'bris',
  MANQUANT: 'manquant',
};
const invert = <K extends string, V extends string>(map: Record<K, V>) =>
  Object.fromEntries(Object.entries(map).map(([key, value]) => [value, key])) as Record<V, K>;
const VIEW_FROM_DIAGRAM = invert(VIEW_TO_DIAGRAM);
const KIND_FROM_DIAGRAM = invert(KIND_TO_DIAGRAM);

/** The yard's marks as the shared damage diagram draws them (ids by position: the sheet keeps no ids). */
export const toDiagramMarks = (marks: readonly YardMark[]): DamageMark[] =>
  marks.map((mark, index) => ({
    id: `yard-${index}`,
    view: VIEW_TO_DIAGRAM[mark.view],
    x: mark.x,
    y: mark.y,
    kind: KIND_TO_DIAGRAM[mark.kind],
    note: mark.note || null,
    photoId: null,
  }));

/** The diagram's marks back as the yard's condition sheet keeps them. */
export const fromDiagramMarks = (marks: readonly DamageMark[]): YardMark[] =>
  marks.map((mark) => ({
    view: VIEW_FROM_DIAGRAM[mark.view],
    x: mark.x,
    y: mark.y,
    kind: KIND_FROM_DIAGRAM[mark.kind],
    note: mark.note ?? '',
  }));
