import { describe, expect, it } from 'vitest';
import { MissionState, MissionStateCode } from '../referentials/codes.ts';
import {
  canCancelMission,
  canChangeAgentOfSentMission,
  canReassignMission,
  canSaveAndSend,
  canSendMission,
  driverAfterTruckChange,
  SAVE_AND_SEND_REFUSED_MESSAGE,
  saveAndSendMissing,
  saveAndSendReason,
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

describe('saveAndSendMissing / saveAndSendReason (issue 28 §5)', () => {
  it('names only what is missing, and nothing once the mission may be sent', () => {
    expect(saveAndSendMissing({})).toEqual(['assignee', 'text']);
    expect(saveAndSendMissing({ truckId: 1, text: '  ' })).toEqual(['text']);
    expect(saveAndSendMissing({ agentId: 2, text: 'Remorquage' })).toEqual([]);
    expect(saveAndSendReason({ truckId: 1, text: '' })).toBe(
      'Pour envoyer la mission, indiquez le texte de la mission',
    );
    expect(saveAndSendReason({ text: 'Remorquage' })).toBe(
      'Pour envoyer la mission, indiquez un véhicule ou un intervenant',
    );
    expect(saveAndSendReason({ truckId: 1, text: 'Remorquage' })).toBeNull();
    expect(SAVE_AND_SEND_REFUSED_MESSAGE).toBe(
      'Pour envoyer la mission, indiquez un véhicule ou un intervenant et le texte de la mission',
    );
  });

  it('agrees with canSaveAndSend', () => {
    for (const truckId of [null, 1])
      for (const text of [null, '', ' ', 'Remorquage']) {
        const mission = { truckId, agentId: null, text };
        expect(saveAndSendMissing(mission).length === 0).toBe(canSaveAndSend(mission));
      }
  });
});

describe('driverAfterTruckChange (issue 28 §5)', () => {
  it("fills an empty driver with the truck's usual one", () => {
    expect(driverAfterTruckChange({ agentId: null, agentFromTruck: false, usualAgentId: 7 })).toEqual({
      agentId: 7,
      agentFromTruck: true,
    });
  });

  it('replaces a driver that came from the previous truck, clearing it when the new truck has none', () => {
    expect(driverAfterTruckChange({ agentId: 7, agentFromTruck: true, usualAgentId: 8 })).toEqual({
      agentId: 8,
      agentFromTruck: true,
    });
    expect(driverAfterTruckChange({ agentId: 7, agentFromTruck: true, usualAgentId: null })).toEqual({
      agentId: null,
      agentFromTruck: false,
    });
  });

  it('never replaces a driver chosen by hand', () => {
    expect(driverAfterTruckChange({ agentId: 3, agentFromTruck: false, usualAgentId: 8 })).toEqual({
      agentId: 3,
      agentFromTruck: false,
    });
    expect(driverAfterTruckChange({ agentId: 3, agentFromTruck: false, usualAgentId: null })).toEqual({
      agentId: 3,
      agentFromTruck: false,
    });
  });

  it('leaves an empty driver empty when the truck has no usual driver', () => {
    expect(driverAfterTruckChange({ agentId: null, agentFromTruck: false, usualAgentId: undefined })).toEqual(
      {
        agentId: null,
        agentFromTruck: false,
      },
    );
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
