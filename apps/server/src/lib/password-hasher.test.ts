import { performance } from 'node:perf_hooks';
import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { comparePassword, hashPassword } from './password-hasher.ts';

describe('password hasher (bcrypt in worker threads)', () => {
  it('compares and hashes like bcryptjs', async () => {
    const hash = bcrypt.hashSync('secret', 4);
    expect(await comparePassword('secret', hash)).toBe(true);
    expect(await comparePassword('wrong', hash)).toBe(false);
    const made = await hashPassword('autre', 4);
    expect(bcrypt.compareSync('autre', made)).toBe(true);
  });

  it('leaves the main event loop free while 20 comparisons run', async () => {
    const hash = bcrypt.hashSync('secret', 10);
    // Warm-up: the workers start.
    await comparePassword('secret', hash);
    const before = performance.eventLoopUtilization();
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => comparePassword(`x${i}`, hash)));
    const elapsed = performance.now() - started;
    const used = performance.eventLoopUtilization(before);
    expect(results.every((r) => r === false)).toBe(true);
    // On the main thread, 20 cost-10 comparisons keep the loop busy for about a second (the whole
    // elapsed time); in the workers, the main thread only passes messages.
    expect(used.active).toBeLessThan(Math.max(100, elapsed * 0.2));
  });
});
