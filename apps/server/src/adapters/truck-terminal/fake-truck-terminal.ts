import type { WebfleetVehicle } from '@plateau/contracts';
import { TruckTerminalError, type TerminalTruck, type TruckTerminal } from './truck-terminal.ts';

export interface DeliveredMessage {
  truckId: number;
  text: string;
  at: Date;
}

/** Where an account's fleet stands in Webfleet the first time the fake is asked (the demo's). */
export type FirstContact = (accountId: number) => Promise<WebfleetVehicle[]>;

/**
 * Webfleet in memory: keeps the messages (`delivered`) and a vehicle list per account. Tests set
 * the lists and make the next call fail; the demo gives `firstContact`, so that its fleet is what
 * Webfleet holds until a test or a fixture says otherwise.
 */
export class FakeTruckTerminal implements TruckTerminal {
  readonly delivered: DeliveredMessage[] = [];
  private nextFailure: string | null = null;
  private nextListFailure: string | null = null;
  private readonly vehicles = new Map<number, WebfleetVehicle[]>();
  firstContact: FirstContact = async () => [];

  failNextSend(reason: string): void {
    this.nextFailure = reason;
  }

  failNextList(reason: string): void {
    this.nextListFailure = reason;
  }

  setVehicles(accountId: number, vehicles: WebfleetVehicle[]): void {
    this.vehicles.set(
      accountId,
      vehicles.map((vehicle) => ({ ...vehicle })),
    );
  }

  async sendText(truck: TerminalTruck, text: string): Promise<void> {
    const failure = this.nextFailure;
    this.nextFailure = null;
    if (failure) throw new TruckTerminalError(failure);
    this.delivered.push({ truckId: truck.id, text, at: new Date() });
  }

  async listVehicles(accountId: number): Promise<WebfleetVehicle[]> {
    const failure = this.nextListFailure;
    this.nextListFailure = null;
    if (failure) throw new TruckTerminalError(failure);
    if (!this.vehicles.has(accountId)) this.setVehicles(accountId, await this.firstContact(accountId));
    return this.vehicles.get(accountId)!.map((vehicle) => ({ ...vehicle }));
  }
}
