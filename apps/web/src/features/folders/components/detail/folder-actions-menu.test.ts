import { describe, expect, it } from 'vitest';
import { testFolder, testMission } from '../../model/test-folder.ts';
import { folderMenuActions } from './folder-actions-menu.tsx';

describe("the detail's Actions menu (issue 12 §16)", () => {
  const created = (mission = testMission()) =>
    testFolder({ creationOrigine: 'BACKOFFICE', folderState: 'CREATED', missionIntervention: mission });

  it("offers 'Envoyer la mission' only when the mission rules allow sending", () => {
    expect(folderMenuActions(created())).toEqual(['CLOSE']);
    expect(folderMenuActions(created(testMission({ truckId: 2 })))).toContain('SEND');
    expect(folderMenuActions(created(testMission({ agentId: 4 })))).toEqual(['CLOSE', 'SEND']);
    const sent = created(testMission({ truckId: 2, missionState: 'MISSION_STARTED' }));
    expect(folderMenuActions(sent)).not.toContain('SEND');
  });

  it('judges sending on the edited mission, which is saved first', () => {
    const saved = created();
    const edited = { ...saved, missionIntervention: { ...saved.missionIntervention!, truckId: 2 } };
    expect(folderMenuActions(saved, edited)).toContain('SEND');
  });

  it('offers nothing on a folder without mission to send', () => {
    expect(
      folderMenuActions(
        testFolder({ creationOrigine: 'BACKOFFICE', folderState: 'CREATED', missionIntervention: null }),
      ),
    ).toEqual(['CLOSE']);
  });
});
