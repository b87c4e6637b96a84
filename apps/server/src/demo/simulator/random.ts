import { seededRandom, type Random } from '../seed/folders-data.ts';

/** FNV-1a over the seed and the keys: the same keys always give the same draws. */
function hashOf(seed: number, keys: ReadonlyArray<string | number>): number {
  let hash = 0x811c9dc5 ^ seed;
  for (const char of keys.join('\u0000')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface SimulatorRandom extends Random {
  /** A uniform number in [min, max). */
  between(min: number, max: number): number;
  /**
   * Draws tied to one thing (a mission's timing, a folder's fate) that depend only on the seed
   * and the keys, never on what was drawn before: a decision stays the same from one tick to the
   * next, and after a restart, so the simulator keeps no state of its own.
   */
  derive(...keys: Array<string | number>): Random & { between(min: number, max: number): number };
}

const withBetween = (random: Random) => ({
  ...random,
  between: (min: number, max: number) => min + random.next() * (max - min),
});

/** mulberry32 (the demo seed's generator), from SIMULATOR_SEED. */
export function simulatorRandom(seed: number): SimulatorRandom {
  return {
    ...withBetween(seededRandom(seed)),
    derive: (...keys) => withBetween(seededRandom(hashOf(seed, keys))),
  };
}
