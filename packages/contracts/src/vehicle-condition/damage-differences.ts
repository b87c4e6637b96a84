import type { DamageDiagram, DamageMark, GeneralState } from './damage-diagram.ts';
import { GeneralState as GeneralStates } from './damage-diagram.ts';

/**
 * What changed between pickup and delivery. The delivery diagram starts as a copy of the pickup's,
 * so a mark keeps its id: a delivery mark whose id the pickup lacks is new damage; a pickup mark the
 * delivery dropped is one the driver judged wrong (it is shown, never counted as damage).
 */
export interface DamageDifferences {
  newMarks: DamageMark[];
  removedMarks: DamageMark[];
  /** The general state got worse (bon état → dégradé → dommages graves). */
  stateWorsened: boolean;
  /** Anything the operator must look at: new damage or a worse state. */
  damageReported: boolean;
}

const severity = (state: GeneralState) => GeneralStates.indexOf(state);

export function damageDifferences(
  pickup: DamageDiagram | null,
  delivery: DamageDiagram | null,
): DamageDifferences {
  if (!delivery) return { newMarks: [], removedMarks: [], stateWorsened: false, damageReported: false };
  const pickupMarks = pickup?.marks ?? [];
  const pickupIds = new Set(pickupMarks.map((m) => m.id));
  const deliveryIds = new Set(delivery.marks.map((m) => m.id));
  const newMarks = delivery.marks.filter((m) => !pickupIds.has(m.id));
  const removedMarks = pickupMarks.filter((m) => !deliveryIds.has(m.id));
  const stateWorsened = pickup !== null && severity(delivery.generalState) > severity(pickup.generalState);
  return { newMarks, removedMarks, stateWorsened, damageReported: newMarks.length > 0 || stateWorsened };
}

/** The delivery check's starting point: the pickup's diagram, marks kept with their ids. */
export const deliveryDiagramFrom = (pickup: DamageDiagram | null): DamageDiagram =>
  pickup
    ? { generalState: pickup.generalState, marks: pickup.marks.map((m) => ({ ...m })) }
    : { generalState: 'bon_etat', marks: [] };
