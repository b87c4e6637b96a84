import {
  DamageKind,
  DamageView,
  PHOTO_SKIP_REASONS,
  type DamageDiagram,
  type DamageMark,
  type PhotoSlot,
  type VehicleConditionRequest,
} from '@plateau/contracts';

/** The demo's deterministic draws (seed and simulator alike hand theirs in). */
export interface Random {
  next(): number;
  pick<T>(items: readonly T[]): T;
}

/** What a demo PV looks like beside its diagram: who signed, what was missing. */
export interface ConditionScenario {
  customerAbsent: boolean;
  /** Required photos the driver could not take, and why. */
  skippedSlots: PhotoSlot[];
  skipReason: string | null;
  /** At delivery: a damage the pickup did not show (the operator's red flag). */
  newDamage: boolean;
}

const signers = ['Marie Dubois', 'Jean Moreau', 'Nathalie Laurent', 'Philippe Simon', 'Karim Benali'];
const notes = ['Pare-chocs', 'Rétroviseur', 'Portière', 'Jante', 'Aile', null, null];
const objects = ['Siège bébé', 'Parapluie', 'Gilet jaune et triangle', null, null];
const keyWords = ['1 clé', '2 clés', 'Clé et carte grise', 'Clé laissée sur le contact'];

const markOf = (random: Random, id: string): DamageMark => ({
  id,
  view: random.pick(DamageView),
  x: 150 + Math.floor(random.next() * 700),
  y: 200 + Math.floor(random.next() * 600),
  kind: random.pick(DamageKind),
  note: random.pick(notes),
  photoId: null,
});

/**
 * The scenario of a simulated driver's PV, drawn from the mission's own keys: mostly signed with every
 * photo, now and then the customer absent, a photo missing for the night, or a new damage at delivery.
 */
export function drawScenario(random: Random, required: readonly PhotoSlot[]): ConditionScenario {
  const customerAbsent = random.next() < 0.15;
  const skipping = random.next() < 0.15 && required.length > 0;
  return {
    customerAbsent,
    skippedSlots: skipping ? required.slice(-2) : [],
    skipReason: skipping ? (customerAbsent ? 'Client absent' : random.pick(PHOTO_SKIP_REASONS)) : null,
    newDamage: random.next() < 0.12,
  };
}

/** The pickup's diagram: 0 to 3 marks, the general state to match. */
export function drawPickupDiagram(random: Random, key: string | number): DamageDiagram {
  const count = Math.floor(random.next() * 4);
  const marks = Array.from({ length: count }, (_, i) => markOf(random, `demo-${key}-${i + 1}`));
  return { generalState: count >= 3 ? 'degrade' : 'bon_etat', marks };
}

/** The delivery's diagram: the pickup's marks kept by id, and one more when the scenario says so. */
export function drawDeliveryDiagram(
  random: Random,
  pickup: DamageDiagram,
  key: string | number,
  newDamage: boolean,
): DamageDiagram {
  if (!newDamage) return structuredClone(pickup);
  const added: DamageMark = { ...markOf(random, `demo-${key}-new`), note: 'Constaté à la livraison' };
  return { generalState: 'degrade', marks: [...pickup.marks, added] };
}

/**
 * The marks the demo driver photographs (« an optional photo each »): the first damage found at
 * pickup, and at delivery the new damage, the one that will be argued about.
 */
export const marksToPhotograph = (
  stage: 'pickup' | 'delivery',
  diagram: DamageDiagram,
  pickup: DamageDiagram | null,
) =>
  stage === 'pickup'
    ? diagram.marks.slice(0, 1)
    : diagram.marks.filter((m) => !pickup?.marks.some((p) => p.id === m.id));

/** The PV as the driver app would send it (a signature PNG goes beside it). */
export function demoConditionRequest(
  random: Random,
  vehicle: { registration: string | null; at: Date; latitude: number | null; longitude: number | null },
  diagram: DamageDiagram,
  scenario: ConditionScenario,
): VehicleConditionRequest {
  return {
    plate: vehicle.registration,
    vin: null,
    mileage: 20_000 + Math.floor(random.next() * 180_000),
    fuelLevel: Math.floor(random.next() * 9),
    diagram,
    objectsLeft: random.pick(objects),
    keys: random.pick(keyWords),
    customerRemarks: null,
    customerAbsent: scenario.customerAbsent,
    signerName: scenario.customerAbsent ? null : random.pick(signers),
    signaturePng: null,
    signedAt: vehicle.at.toISOString(),
    latitude: vehicle.latitude,
    longitude: vehicle.longitude,
    photosSkippedReason: scenario.skipReason,
  };
}
