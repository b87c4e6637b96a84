import { describe, expect, it, vi } from 'vitest';
import type { DriverMission } from '@plateau/contracts';
import { withPending } from './api.ts';
import { isOwnedBy, LEGACY_MISSIONS_KEY, missionsKey, signOutDriver } from './driver-cache.ts';
import type { QueuedAction } from './queue.ts';
import { isDraftTaken, loadDraft, saveDraft, emptyDraft } from './report-draft.ts';

/** A phone's storage. */
function phoneStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('« Déconnexion » (issue 28 §6: the next driver on the phone sees nothing of the last one)', () => {
  it('sends what waits first, then forgets the kept missions and the memory, then ends the session', async () => {
    const storage = phoneStorage();
    storage.setItem(missionsKey('paul'), '[{"callerName":"Lucie Testeur"}]');
    storage.setItem(LEGACY_MISSIONS_KEY, '[]');
    storage.setItem(missionsKey('marie'), '[]');
    const order: string[] = [];
    await signOutDriver({
      owner: 'paul',
      online: true,
      flush: async () => void order.push('flush'),
      storage,
      clearMemory: () => void order.push('memory'),
      endSession: () => void order.push('session'),
    });
    expect(order).toEqual(['flush', 'memory', 'session']);
    expect([...storage.items.keys()]).toEqual([missionsKey('marie')]);
  });

  it('offline, or when the queue hangs, signs out anyway and leaves the queue to its owner', async () => {
    const flush = vi.fn(() => new Promise<void>(() => undefined));
    const endSession = vi.fn();
    const steps = { owner: 'paul', flush, storage: phoneStorage(), clearMemory: () => undefined, endSession };
    await signOutDriver({ ...steps, online: false });
    expect(flush).not.toHaveBeenCalled();
    await signOutDriver({ ...steps, online: true }, 10);
    expect(endSession).toHaveBeenCalledTimes(2);
  });

  it("keeps each driver's missions and queued actions under their login", () => {
    expect(missionsKey('paul')).not.toBe(missionsKey('marie'));
    expect(missionsKey(null)).toBe(LEGACY_MISSIONS_KEY);
    expect(isOwnedBy({ owner: 'paul' }, 'paul')).toBe(true);
    expect(isOwnedBy({ owner: 'paul' }, 'marie')).toBe(false);
    expect(isOwnedBy({}, 'marie')).toBe(false);
  });
});

const mission = {
  id: 7,
  missionState: 'MISSION_STARTED',
  missionStateLabel: 'Envoyée',
  steps: {},
  report: null,
} as unknown as DriverMission;
const step = (name: string): QueuedAction => ({
  key: name,
  missionId: 7,
  kind: 'step',
  label: name,
  method: 'POST',
  path: '/steps',
  json: { step: name, at: '2026-11-23T10:00:00.000Z' },
  createdAt: '2026-11-23T10:00:00.000Z',
});

describe("the mission's badge (issue 28 §4: it said « Reçue » until « Terminée »)", () => {
  it('follows the steps pressed, even while they wait to be sent', () => {
    expect(withPending(mission, []).missionStateLabel).toBe('Envoyée');
    expect(withPending(mission, [step('received')]).missionStateLabel).toBe('Reçue');
    expect(withPending(mission, [step('received'), step('accepted')]).missionStateLabel).toBe('Acceptée');
    expect(withPending(mission, [step('received'), step('started')]).missionStateLabel).toBe('En route');
    expect(withPending(mission, [step('arrivedAtDestination')]).missionStateLabel).toBe('Sur place');
  });
});

describe('the report being signed (issue 28 §4: nothing typed or signed is lost)', () => {
  it('is kept, signature included, until the server holds the report it sent', () => {
    const storage = phoneStorage();
    const draft = {
      ...emptyDraft(),
      signer: 'Lucie Testeur',
      signature: 'data:image/png;base64,AAAA',
      sentSignedAt: '2026-11-23T10:00:00.000Z',
    };
    saveDraft(storage, 'paul', 7, draft);
    expect(loadDraft(storage, 'paul', mission)).toEqual(draft);
    expect(loadDraft(storage, 'marie', mission).signature).toBeNull();
    expect(isDraftTaken(draft, null)).toBe(false);
    const older = { km: null, signerName: 'Lucie Testeur', signedAt: '2026-11-23T09:00:00.000Z' };
    expect(isDraftTaken(draft, older)).toBe(false);
    expect(isDraftTaken(draft, { ...older, signedAt: '2026-11-23T10:00:00Z' })).toBe(true);
  });
});
