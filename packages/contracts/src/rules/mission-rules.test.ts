import { describe, expect, it } from 'vitest';
import { MissionState, MissionStateCode } from '../referentials/codes.ts';
import {
  canCancelMission,
  canChangeAgentOfSentMission,
  canReassignMission,
  canSaveAndSend,
  canSendMission,
} from './mission-rules.ts';

const M = MissionState;

describe('canSendMission', () => {
  it('needs a truck or an agent and a mission not yet sent', () => {
    expect(canSendMission({ truckId: 1, agentId: null, missionState: M.MISSION_NOT_YET_SEND })).toBe(true);
    expect(canSendMission({ truckId: null, agentId: 2, missionState: M.MISSION_NOT_YET_SEND })).toBe(true);
    expect(canSendMission({ truckId: null, agentId: null, missionState: M.MISSION_NOT_YET_SEND })).toBe(
      false,
    );
  });

  it('refuses every other mission state', () => {
    for (const state of MissionStateCode.filter((s) => s !== M.MISSION_NOT_YET_SEND)) {
      expect(canSendMission({ truckId: 1, agentId: 2, missionState: state })).toBe(false);
    }
  });
});

describe('canCancelMission', () => {
  const refused: MissionState[] = [
    M.MISSION_UNAFFECTED,
    M.MISSION_ABORDED,
    M.MISSION_AUTO_FINISH,
    M.MISSION_FINISH,
    M.MISSION_DELETED,
  ];

  for (const state of MissionStateCode) {
    const allowed = !refused.includes(state);
    it(`${state} with a truck: ${allowed ? 'cancellable' : 'not cancellable'}`, () => {
      expect(canCancelMission({ truckId: 1, agentId: null, missionState: state })).toBe(allowed);
    });
  }

  it('needs a truck, an agent alone is not enough', () => {
    expect(canCancelMission({ truckId: null, agentId: 3, missionState: M.MISSION_STARTED })).toBe(false);
  });
});

describe('canSaveAndSend', () => {
  it('needs a truck or an agent and a mission text', () => {
    expect(canSaveAndSend({ truckId: 1, agentId: null, text: 'Remorquage' })).toBe(true);
    expect(canSaveAndSend({ truckId: null, agentId: 4, text: 'Remorquage' })).toBe(true);
    expect(canSaveAndSend({ truckId: 1, agentId: null, text: '   ' })).toBe(false);
    expect(canSaveAndSend({ truckId: null, agentId: null, text: 'Remorquage' })).toBe(false);
  });
});

describe('canReassignMission', () => {
  const reassignable: MissionState[] = [M.MISSION_NOT_YET_SEND, M.MISSION_UNAFFECTED, M.MISSION_DELETED];
  for (const state of MissionStateCode) {
    it(`${state}: ${reassignable.includes(state) ? 'another truck or agent may take it' : 'held, cancel first'}`, () => {
      expect(canReassignMission({ missionState: state })).toBe(reassignable.includes(state));
    });
  }
});

describe('canChangeAgentOfSentMission (issue 20)', () => {
  it('while the mission is held and the driver has not started', () => {
    expect(canChangeAgentOfSentMission({ missionState: 'MISSION_STARTED', steps: {} })).toBe(true);
    expect(
      canChangeAgentOfSentMission({ missionState: 'MISSION_STARTED', steps: { received: {}, accepted: {} } }),
    ).toBe(true);
    expect(canChangeAgentOfSentMission({ missionState: 'MISSION_STARTED', steps: { started: {} } })).toBe(
      false,
    );
    expect(canChangeAgentOfSentMission({ missionState: 'MISSION_MODIFIED', steps: { finished: {} } })).toBe(
      false,
    );
    expect(canChangeAgentOfSentMission({ missionState: 'MISSION_FINISH', steps: {} })).toBe(false);
    expect(canChangeAgentOfSentMission({ missionState: 'MISSION_NOT_YET_SEND', steps: {} })).toBe(false);
  });
});
