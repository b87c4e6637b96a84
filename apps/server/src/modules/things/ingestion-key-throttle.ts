import { ErrorCode } from '@plateau/contracts';
import { AppError } from '../../lib/errors.ts';

/** Wrong or missing ingestion keys one client address may present per window before being refused. */
export const MAX_KEY_FAILURES = 20;
export const KEY_FAILURE_WINDOW_MS = 60_000;

interface Window {
  startedAt: number;
  failures: number;
}

/**
 * Counts wrong ingestion keys per client address in fixed one-minute windows. Past the limit,
 * every request of that address is refused until the window ends, right key or not, so guessing
 * keys gains nothing. Kept in memory, per server instance: a key holds 256 random bits, the limit
 * only stops floods and key scans, and N instances merely allow N × 20 tries a minute.
 */
export class IngestionKeyThrottle {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly max = MAX_KEY_FAILURES,
    private readonly windowMs = KEY_FAILURE_WINDOW_MS,
    private readonly now = () => Date.now(),
  ) {}

  private current(address: string): Window | undefined {
    const window = this.windows.get(address);
    if (window && this.now() - window.startedAt >= this.windowMs) {
      this.windows.delete(address);
      return undefined;
    }
    return window;
  }

  /** Throws a French 429 when this address has used up its wrong keys for the window. */
  check(address: string): void {
    const window = this.current(address);
    if (!window || window.failures < this.max) return;
    const seconds = Math.max(1, Math.ceil((window.startedAt + this.windowMs - this.now()) / 1000));
    throw new AppError(
      429,
      ErrorCode.tooManyAttempts,
      `Trop de requêtes avec une clé d'ingestion invalide depuis votre adresse : réessayez dans ${seconds} seconde${seconds > 1 ? 's' : ''}`,
    );
  }

  fail(address: string): void {
    const window = this.current(address);
    if (window) window.failures += 1;
    else this.windows.set(address, { startedAt: this.now(), failures: 1 });
    // Old windows are dropped now and then, so that a scan from many addresses cannot grow the map for good.
    if (this.windows.size > 10_000) for (const key of [...this.windows.keys()]) this.current(key);
  }
}
