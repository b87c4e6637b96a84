/**
 * Switching a notification on texts what happens from then on, never what happened before: a
 * customer SMS « à la création » switched on at 10:00 must not text the four missions created at
 * 9:50. Each customer SMS keeps the instant it was switched on; each SMS kind is dated by the fact
 * it reports (the creation, the departure, the lateness); an event rule is dated by its creation.
 */

type Instant = Date | string | null | undefined;
const time = (at: Instant) => (at == null ? null : new Date(at).getTime());

/** The new switched-on instant of a switch: `now` when it goes from off to on, kept while on, null when off. */
export function enabledAtAfter(wasOn: boolean, isOn: boolean, before: Date | null, now: Date): Date | null {
  if (!isOn) return null;
  return wasOn && before ? before : now;
}

/** The fact began at or after the switch was turned on (an unknown instant on either side: no). */
export function happenedSinceEnabled(factAt: Instant, enabledAt: Instant): boolean {
  const fact = time(factAt);
  const enabled = time(enabledAt);
  return fact !== null && enabled !== null && fact >= enabled;
}

/** What an SMS kind reports, and when it began. */
export interface MissionFacts {
  creationDateTime: Instant;
  /** When the truck set off: the dispatch, else the driver's 'started' step. */
  sentDateTime: Instant;
  startedStepAt: Instant;
  /** The mission date plus the account's tolerance: from then on the truck is late. */
  lateFrom: Instant;
}

export type CustomerSmsKind = 'CREATION' | 'START' | 'APPROACHING' | 'LATE';

/**
 * The instant of the fact an SMS kind reports: the creation; the departure for « en route » and
 * « approche » (a truck already on the road when « approche » is switched on is not followed);
 * the moment the mission became late.
 */
export function factInstantOf(kind: CustomerSmsKind, facts: MissionFacts): Instant {
  switch (kind) {
    case 'CREATION':
      return facts.creationDateTime;
    case 'START':
    case 'APPROACHING':
      return facts.sentDateTime ?? facts.startedStepAt;
    case 'LATE':
      return facts.lateFrom;
  }
}
