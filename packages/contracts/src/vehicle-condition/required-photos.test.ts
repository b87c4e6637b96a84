import { describe, expect, it } from 'vitest';
import {
  mayLeaveThePlace,
  missingPhotoSlots,
  missingPhotosMessage,
  requiredPhotoSlots,
} from './required-photos.ts';

describe('the required photos of a procès-verbal', () => {
  it('are the four corners, the odometer and the plate for an account that set nothing', () => {
    expect(requiredPhotoSlots(null, null)).toEqual([
      'avant_gauche',
      'avant_droit',
      'arriere_gauche',
      'arriere_droit',
      'compteur',
      'plaque',
    ]);
  });

  it("are the account's own list, extended (never reduced) by the assisteur's", () => {
    expect(requiredPhotoSlots(['plaque'], null)).toEqual(['plaque']);
    expect(requiredPhotoSlots(['plaque', 'compteur'], ['vin', 'plaque'])).toEqual([
      'compteur',
      'plaque',
      'vin',
    ]);
    expect(requiredPhotoSlots([], ['signalisation'])).toEqual(['signalisation']);
  });

  it('let the driver leave once all are taken, or with a reason', () => {
    const missing = missingPhotoSlots(['plaque', 'compteur'], ['compteur']);
    expect(missing).toEqual(['plaque']);
    expect(mayLeaveThePlace(missing, null)).toBe(false);
    expect(mayLeaveThePlace(missing, '   ')).toBe(false);
    expect(mayLeaveThePlace(missing, 'Nuit, pas de lumière')).toBe(true);
    expect(mayLeaveThePlace(missingPhotoSlots(['plaque'], ['plaque']), null)).toBe(true);
    expect(missingPhotosMessage(missing)).toContain("Plaque d'immatriculation");
  });
});
