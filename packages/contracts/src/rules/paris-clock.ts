/** France's wall clock, read once here for every rule that counts in Paris time. */
const parisFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  hourCycle: 'h23',
  weekday: 'long',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export interface ParisWallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** English weekday name ('Monday'…), as the SMS hours are keyed. */
  weekday: string;
}

/** What a clock in Paris shows at `instant` (summer and winter time alike). */
export function parisWallClock(instant: Date | number): ParisWallClock {
  const p = Object.fromEntries(parisFormat.formatToParts(instant).map((x) => [x.type, x.value]));
  return {
    year: +p.year!,
    month: +p.month!,
    day: +p.day!,
    hour: +p.hour!,
    minute: +p.minute!,
    second: +p.second!,
    weekday: p.weekday!,
  };
}

/** The Paris wall-clock reading as if it were UTC: minus the instant, it is Paris's offset. */
export function parisWallClockAsUtc(instant: Date | number): number {
  const c = parisWallClock(instant);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
}
