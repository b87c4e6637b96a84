import { describe, expect, it } from 'vitest';
import { fieldLabelOf } from './field-labels.ts';

describe('fieldLabelOf', () => {
  it.each([
    [['legalEntity', 'headQuarterPlace', 'contactPhone'], '« Téléphone » (Siège social)'],
    [['headQuarterPlace', 'contactPhone'], '« Téléphone » (Adresse principale)'],
    [['facturationPlace', 'contactEmail'], '« E-mail » (Adresse de facturation)'],
    [['vehicule', 'niveauCarburant'], '« Niveau de carburant » (Véhicule à dépanner)'],
    [['tvaIntracommunautaire'], '« N° de TVA intracommunautaire »'],
    [['articles', 2, 'nom'], '« Nom » (Articles) (ligne 3)'],
    [['customerPlace'], "« Lieu d'intervention »"],
  ])('names %j as the form does', (path, label) => {
    expect(fieldLabelOf(path)).toBe(label);
  });

  it('gives no label to a field the forms do not show', () => {
    expect(fieldLabelOf(['unknownThing'])).toBeNull();
    expect(fieldLabelOf([])).toBeNull();
  });
});
