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

const DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/;
/** Paris wall-clock minus UTC at that instant, in milliseconds. */
function parisOffsetNow(instant: number): number {
  const wall = parisWallClockAsUtc(instant);
  return Math.floor(wall / 60_000) * 60_000 - Math.floor(instant / 60_000) * 60_000;
}

/** Offsets change on the hour at most: one Intl call per hour of dates, not two per line of a file. */
const offsetByHour = new Map<number, number>();
function parisOffset(instant: number): number {
  const hour = Math.floor(instant / 3_600_000);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    if (offsetByHour.size > 100_000) offsetByHour.clear();
    offsetByHour.set(hour, (offset = parisOffsetNow(instant)));
  }
  return offset;
}

/** 'dd/MM/yyyy HH:mm' read as Paris time; undefined when not a real date of that form. */
export function parseParisDateTime(text: string): Date | undefined {
  const match = DATE_PATTERN.exec(text.trim());
  if (!match) return undefined;
  const [day, month, year, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1 || hour > 23 || minute > 59) {
    return undefined;
  }
  // Twice: the offset at the guessed instant can differ from the one at the real instant (DST).
  const guess = wall - parisOffset(wall);
  return new Date(wall - parisOffset(guess));
}
