import type { WebfleetVehicle } from '@plateau/contracts';

/** What a terminal needs to know of a truck to reach it. */
export interface TerminalTruck {
  id: number;
  name: string;
  /** The truck's object number in Webfleet. */
  ttwId: string | null;
}

/** The trucks' telematics system (Webfleet): their terminals, and the list of vehicles it knows. */
export interface TruckTerminal {
  /** Resolves once the terminal's system accepted the message; throws TruckTerminalError otherwise. */
  sendText(truck: TerminalTruck, text: string): Promise<void>;
  /** The vehicles the system lists for the account; throws TruckTerminalError when it cannot say. */
  listVehicles(accountId: number): Promise<WebfleetVehicle[]>;
}

/** The terminal's system refused or did not answer; the message is user-facing, in French. */
export class TruckTerminalError extends Error {}
