import { describe, expect, it } from 'vitest';
import { MissionStepCode } from '../folders/mission.ts';
import { missionStepOfWebfleetOrderState, WEBFLEET_ORDER_STATE_STEPS } from './webfleet-orders.ts';

describe('missionStepOfWebfleetOrderState', () => {
  it('maps the terminal order states to the mission steps, in the steps’ order', () => {
    expect(missionStepOfWebfleetOrderState(103)).toBe('accepted');
    expect(missionStepOfWebfleetOrderState(201)).toBe('started');
    expect(missionStepOfWebfleetOrderState(202)).toBe('arrivedAtDestination');
    expect(missionStepOfWebfleetOrderState(401)).toBe('finished');
    const states = Object.keys(WEBFLEET_ORDER_STATE_STEPS).map(Number);
    const steps = states.sort((a, b) => a - b).map((state) => WEBFLEET_ORDER_STATE_STEPS[state]!);
    const order = steps.map((step) => MissionStepCode.indexOf(step));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('moves no step for the other states (sent, read, cancelled, rejected, unknown)', () => {
    for (const state of [0, 100, 102, 203, 204, 299, 301, 302, 999]) {
      expect(missionStepOfWebfleetOrderState(state)).toBeNull();
    }
  });
});
