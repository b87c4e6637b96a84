import { describe, expect, it } from 'vitest';
import { folderChangeText } from './folder-change-labels.ts';

describe('the French text of a saved edit (issue 20 §4.4)', () => {
  it('names the parts and their fields in French, never the field codes', () => {
    const text = folderChangeText({
      version: 3,
      interventionDepannage: { nature: 'REMORQUAGE', commentaire: 'x' },
      reportDepannage: {
        interventionReport: { startedPlace: { date: '2026-01-01T10:00:00Z' }, kmTotal: 12 },
      },
    });
    expect(text).toBe(
      "Intervention modifiée : Nature de l'intervention, Commentaire ; Rapport d'intervention modifié : Départ, Km total",
    );
    expect(text).not.toMatch(/interventionDepannage|reportDepannage|startedPlace/);
  });

  it('reads every part of the screen', () => {
    expect(
      folderChangeText({
        externalNumber: 'A1',
        customerPlace: { city: 'Lyon', line1: '1 rue' },
        missionIntervention: { agentId: 2 },
        vehicule: { immatriculation: 'AA-123-BB', unknownField: 1 },
        attelage: null,
      }),
    ).toBe(
      "Dossier modifié : N° de dossier assisteur ; Lieu d'intervention modifié : Ville, Adresse ; Mission modifiée : Intervenant ; Véhicule à dépanner modifié : Immatriculation, autre champ ; Attelage supplémentaire effacé",
    );
    expect(folderChangeText({ version: 1 })).toBe('Dossier modifié');
  });
});
