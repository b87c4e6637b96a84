/**
 * The simulated time: it starts at the real time and runs `pace` times faster. At the default
 * pace of 1 it is the real time; faster, the simulated world (and the dates it writes) runs ahead
 * of the wall clock, which is what a quick demo wants.
 */
export function simulatedClock(pace: number, start: number = Date.now()) {
  return { now: () => new Date(start + (Date.now() - start) * pace) };
}
