import { z } from 'zod';
import type { VehicleEventKind } from '@plateau/contracts';
import { TruckTerminalError } from './truck-terminal.ts';
import { callWebfleet, type WebfleetCredentials } from './webfleet-request.ts';

const POLL_WORDING = {
  refused: 'Webfleet a refusé la synchronisation',
  unreachable: 'Webfleet ne répond pas',
  timeout: "Webfleet n'a pas répondu à temps",
};

export interface WebfleetPosition {
  objectNo: string;
  latitude: number;
  longitude: number;
  at: Date;
  text: string | null;
}

export interface WebfleetDriverMessage {
  id: string;
  objectNo: string;
  at: Date;
  text: string;
}

export interface WebfleetOrderState {
  orderNo: string;
  objectNo: string | null;
  state: number;
  at: Date;
  latitude: number | null;
  longitude: number | null;
}

export interface WebfleetDrivingEvent {
  objectNo: string;
  kind: Extract<VehicleEventKind, 'SPEED' | 'BREAKING' | 'ACCELERATION' | 'STEERING'>;
  at: Date;
  speed: number | null;
  severity: number | null;
  latitude: number | null;
  longitude: number | null;
}

const objectNo = z.union([z.string(), z.number()]).transform((value) => String(value).trim());
const num = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
const time = z.string().transform((value, ctx) => {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) ctx.addIssue({ code: 'custom', message: 'date' });
  return at;
});

/** showObjectReportExtern's position fields: microdegrees (mdeg) and the position's time. */
const PositionLine = z.object({
  objectno: objectNo,
  latitude_mdeg: num.optional(),
  longitude_mdeg: num.optional(),
  pos_time: time.optional(),
  postext: z.string().nullish(),
});

/** showSpeedingEvents: one line per speeding, its top speed in km/h. */
const SpeedingLine = z.object({
  objectno: objectNo,
  start_time: time,
  max_speed: num,
  latitude_mdeg: num.optional(),
  longitude_mdeg: num.optional(),
});

/** showAccelerationEvents: acceleration_type 0 acceleration, 1 braking, 2 steering; severity 1–5. */
const AccelerationLine = z.object({
  objectno: objectNo,
  start_time: time,
  acceleration_type: num,
  severity: num.optional(),
  latitude_mdeg: num.optional(),
  longitude_mdeg: num.optional(),
});

/** showMessages: the text messages (msgclass 0); msg_dir 'in' is a driver's, from the terminal. */
const MessageLine = z.object({
  msg_id: objectNo,
  objectno: objectNo,
  msg_time: time,
  msg_text: z.string(),
  msg_dir: z.string().optional(),
});

/** showOrderReportExtern: one line per order, its state (orderstate) and when it was reached. */
const OrderLine = z.object({
  orderno: objectNo,
  objectno: objectNo.optional(),
  orderstate: num,
  orderstate_time: time,
  latitude_mdeg: num.optional(),
  longitude_mdeg: num.optional(),
});

const ACCELERATION_KINDS = ['ACCELERATION', 'BREAKING', 'STEERING'] as const;
const mdeg = (value: number | undefined) => (value === undefined ? null : value / 1_000_000);

function lines<T extends z.ZodType>(schema: T, body: unknown, what: string): Array<z.infer<T>> {
  if (body === null) return [];
  const parsed = z.array(schema).safeParse(body);
  if (!parsed.success) throw new TruckTerminalError(`${POLL_WORDING.refused} : ${what} illisibles`);
  return parsed.data;
}

/** Webfleet (WEBFLEET.connect) with one account's credentials: what the connector polls. */
export class WebfleetConnectorClient {
  constructor(private readonly credentials: WebfleetCredentials) {}

  /** Any documented call tells whether the credentials are let in; the object list is the lightest. */
  async check(): Promise<void> {
    await callWebfleet(this.credentials, 'showObjectReportExtern', {}, POLL_WORDING);
  }

  async positions(): Promise<WebfleetPosition[]> {
    const body = await callWebfleet(this.credentials, 'showObjectReportExtern', {}, POLL_WORDING);
    return lines(PositionLine, body, 'positions').flatMap((line) =>
      line.latitude_mdeg === undefined || line.longitude_mdeg === undefined || !line.pos_time
        ? []
        : [
            {
              objectNo: line.objectno,
              latitude: line.latitude_mdeg / 1_000_000,
              longitude: line.longitude_mdeg / 1_000_000,
              at: line.pos_time,
              text: line.postext ?? null,
            },
          ],
    );
  }

  /** Speeding and harsh driving since `since` (Webfleet's range from that date to now). */
  async drivingEvents(since: Date): Promise<WebfleetDrivingEvent[]> {
    const range = {
      range_pattern: 'ud',
      rangefrom_string: since.toISOString(),
      rangeto_string: new Date().toISOString(),
    };
    const [speeding, accelerations] = await Promise.all([
      callWebfleet(this.credentials, 'showSpeedingEvents', range, POLL_WORDING),
      callWebfleet(this.credentials, 'showAccelerationEvents', range, POLL_WORDING),
    ]);
    const speed: WebfleetDrivingEvent[] = lines(SpeedingLine, speeding, 'excès de vitesse').map((line) => ({
      objectNo: line.objectno,
      kind: 'SPEED',
      at: line.start_time,
      speed: Math.round(line.max_speed),
      severity: null,
      latitude: mdeg(line.latitude_mdeg),
      longitude: mdeg(line.longitude_mdeg),
    }));
    const harsh: WebfleetDrivingEvent[] = lines(AccelerationLine, accelerations, 'accélérations').flatMap(
      (line) => {
        const kind = ACCELERATION_KINDS[line.acceleration_type];
        if (!kind) return [];
        const severity =
          line.severity === undefined ? null : Math.min(5, Math.max(1, Math.round(line.severity)));
        return [
          {
            objectNo: line.objectno,
            kind,
            at: line.start_time,
            speed: null,
            severity,
            latitude: mdeg(line.latitude_mdeg),
            longitude: mdeg(line.longitude_mdeg),
          },
        ];
      },
    );
    return [...speed, ...harsh].filter((event) => event.at > since);
  }

  /** The drivers' text messages received from the terminals since `since`. */
  async driverMessages(since: Date): Promise<WebfleetDriverMessage[]> {
    const body = await callWebfleet(
      this.credentials,
      'showMessages',
      { ...rangeSince(since), msgclass: '0' },
      POLL_WORDING,
    );
    return lines(MessageLine, body, 'messages')
      .filter((line) => line.msg_dir !== 'out' && line.msg_time >= since)
      .map((line) => ({ id: line.msg_id, objectNo: line.objectno, at: line.msg_time, text: line.msg_text }));
  }

  /** The orders whose state changed since `since` (the drivers' status from the terminal). */
  async orderStates(since: Date): Promise<WebfleetOrderState[]> {
    const body = await callWebfleet(
      this.credentials,
      'showOrderReportExtern',
      rangeSince(since),
      POLL_WORDING,
    );
    return lines(OrderLine, body, 'ordres')
      .filter((line) => line.orderstate_time >= since)
      .map((line) => ({
        orderNo: line.orderno,
        objectNo: line.objectno ?? null,
        state: line.orderstate,
        at: line.orderstate_time,
        latitude: mdeg(line.latitude_mdeg),
        longitude: mdeg(line.longitude_mdeg),
      }));
  }
}

const rangeSince = (since: Date) => ({
  range_pattern: 'ud',
  rangefrom_string: since.toISOString(),
  rangeto_string: new Date().toISOString(),
});
