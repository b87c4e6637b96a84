import { describe, expect, it } from 'vitest';
import { visibleFolderTabs } from './folder-tabs.ts';

const nomad = { creationOrigine: 'NOMAD', messagesAllowed: true, propositionInitiale: 'PRESTATAIRE' };

describe('the tabs of a folder', () => {
  it('shows every tab of a Nomad folder with messages and a proposal to an operator', () => {
    expect(visibleFolderTabs(nomad, false)).toEqual([
      'DOSSIER',
      'MESSAGE',
      'RAPPORT',
      'DOCUMENT',
      'VALORISATION',
      'FLUX',
      'STATISTIQUES',
    ]);
  });

  it('hides messages, documents and valorisation from an assisteur', () => {
    expect(visibleFolderTabs(nomad, true)).toEqual(['DOSSIER', 'RAPPORT', 'FLUX', 'STATISTIQUES']);
  });

  it('hides messages when the folder does not allow them, valorisation without an initial proposal', () => {
    expect(
      visibleFolderTabs({ ...nomad, messagesAllowed: false, propositionInitiale: 'AUCUNE' }, false),
    ).toEqual(['DOSSIER', 'RAPPORT', 'DOCUMENT', 'FLUX', 'STATISTIQUES']);
    expect(visibleFolderTabs({ ...nomad, propositionInitiale: null }, false)).not.toContain('VALORISATION');
  });

  it('shows documents on every folder, messages once a truck or an agent can read them (issue 20)', () => {
    const backOffice = { ...nomad, creationOrigine: 'BACKOFFICE', messagesAllowed: false };
    expect(visibleFolderTabs(backOffice, false)).toEqual([
      'DOSSIER',
      'RAPPORT',
      'DOCUMENT',
      'FLUX',
      'STATISTIQUES',
    ]);
    expect(
      visibleFolderTabs({ ...backOffice, missionIntervention: { truckId: 2, agentId: null } }, false),
    ).toEqual(['DOSSIER', 'MESSAGE', 'RAPPORT', 'DOCUMENT', 'FLUX', 'STATISTIQUES']);
    expect(
      visibleFolderTabs({ ...backOffice, missionIntervention: { truckId: 2, agentId: 1 } }, true),
    ).toEqual(['DOSSIER', 'RAPPORT', 'FLUX', 'STATISTIQUES']);
  });
});
