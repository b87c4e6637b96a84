import type { WebfleetVehicle } from '@plateau/contracts';
import { TruckTerminalError, type TerminalTruck, type TruckTerminal } from './truck-terminal.ts';
import { callWebfleet, type WebfleetCredentials } from './webfleet-request.ts';
import { parseObjectReport } from './webfleet-objects.ts';

export type { WebfleetCredentials } from './webfleet-request.ts';

const MESSAGE_WORDING = {
  refused: 'Webfleet a refusé le message',
  unreachable: "Webfleet ne répond pas : le message n'a pas été transmis au véhicule",
  timeout: "Webfleet n'a pas répondu à temps : le message n'a peut-être pas été transmis au véhicule",
};

const LIST_WORDING = {
  refused: 'Webfleet a refusé la liste des véhicules',
  unreachable: "Webfleet ne répond pas : la liste des véhicules n'a pas été mise à jour",
  timeout: "Webfleet n'a pas répondu à temps : la liste des véhicules n'a pas été mise à jour",
};

/** WEBFLEET.connect's documented `sendTextMessageExtern` and `showObjectReportExtern` actions. */
export class WebfleetTerminal implements TruckTerminal {
  constructor(private readonly credentials: WebfleetCredentials) {}

  async sendText(truck: TerminalTruck, text: string): Promise<void> {
    if (!truck.ttwId) throw new TruckTerminalError(`Le véhicule ${truck.name} n'est pas relié à Webfleet`);
    // Success is an empty answer; callWebfleet throws on an error code.
    await callWebfleet(
      this.credentials,
      'sendTextMessageExtern',
      { objectno: truck.ttwId, messagetext: text },
      MESSAGE_WORDING,
    );
  }

  /** The account's vehicles, as `showObjectReportExtern` lists them (one JSON object per vehicle). */
  async listVehicles(): Promise<WebfleetVehicle[]> {
    const body = await callWebfleet(this.credentials, 'showObjectReportExtern', {}, LIST_WORDING);
    const vehicles = parseObjectReport(body);
    if (!vehicles) throw new TruckTerminalError(`${LIST_WORDING.refused} : réponse illisible`);
    return vehicles;
  }
}
