import type { Config } from '../../config.ts';
import { FakeTruckTerminal } from './fake-truck-terminal.ts';
import type { TruckTerminal } from './truck-terminal.ts';
import { WebfleetTerminal } from './webfleet-terminal.ts';

export { FakeTruckTerminal, type FirstContact } from './fake-truck-terminal.ts';
export { TruckTerminalError, type TerminalTruck, type TruckTerminal } from './truck-terminal.ts';

/** Webfleet when WEBFLEET_URL is set; otherwise an in-memory fake (tests, demo). */
export function createTruckTerminal(config: Config): TruckTerminal {
  const { url, ...credentials } = config.webfleet;
  return url ? new WebfleetTerminal({ url, ...credentials }) : new FakeTruckTerminal();
}
