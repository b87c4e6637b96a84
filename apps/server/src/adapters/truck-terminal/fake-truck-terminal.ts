import { TruckTerminalError, type TerminalTruck, type TruckTerminal } from './truck-terminal.ts';

export interface DeliveredMessage {
  truckId: number;
  text: string;
  at: Date;
}

/** Keeps the messages in memory; tests read `delivered`, and may make the next send fail. */
export class FakeTruckTerminal implements TruckTerminal {
  readonly delivered: DeliveredMessage[] = [];
  private nextFailure: string | null = null;

  failNextSend(reason: string): void {
    this.nextFailure = reason;
  }

  async sendText(truck: TerminalTruck, text: string): Promise<void> {
    const failure = this.nextFailure;
    this.nextFailure = null;
    if (failure) throw new TruckTerminalError(failure);
    this.delivered.push({ truckId: truck.id, text, at: new Date() });
  }
}
