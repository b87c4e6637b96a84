/**
 * What vehicles and drivers report that event rules watch (spec 3 §4). The rule types map onto
 * these kinds: ON_SPEED → SPEED, ON_BREAKING → BREAKING, ON_ACCELERATION → ACCELERATION,
 * ON_STEERING → STEERING, ON_CODE → CODE, ON_REPORT_EVENT → REPORT.
 */
export const VEHICLE_EVENT_KINDS = [
  'SPEED',
  'BREAKING',
  'ACCELERATION',
  'STEERING',
  'CODE',
  'REPORT',
] as const;
export type VehicleEventKind = (typeof VEHICLE_EVENT_KINDS)[number];

/** Where the event came from: a Webfleet vehicle, or a driver's report in the driver app. */
export const VEHICLE_EVENT_SOURCES = ['WEBFLEET', 'DRIVER'] as const;
export type VehicleEventSource = (typeof VEHICLE_EVENT_SOURCES)[number];

/** The job that evaluates one recorded vehicle event against its account's rules. */
export const VEHICLE_EVENT_JOB = 'vehicle-event.evaluate';
