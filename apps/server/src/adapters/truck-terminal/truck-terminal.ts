/** What a terminal needs to know of a truck to reach it. */
export interface TerminalTruck {
  id: number;
  name: string;
  /** The truck's object number in Webfleet. */
  ttwId: string | null;
}

/** The on-board terminal of a truck, which shows text messages to its driver. */
export interface TruckTerminal {
  /** Resolves once the terminal's system accepted the message; throws TruckTerminalError otherwise. */
  sendText(truck: TerminalTruck, text: string): Promise<void>;
}

/** The terminal's system refused or did not answer; the message is user-facing, in French. */
export class TruckTerminalError extends Error {}
