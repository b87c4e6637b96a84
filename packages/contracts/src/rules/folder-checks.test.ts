import { describe, expect, it } from 'vitest';
import { AssistanceProvider, NatureIntervention, NatureInterventionCode } from '../referentials/codes.ts';
import {
  AXA_MISSION_NUMBER_MESSAGE,
  allowedNatures,
  axaMissionNumberError,
  isValidAxaMissionNumber,
  needsNoDestinationConfirmation,
  NO_DESTINATION_CONFIRMATION,
} from './folder-checks.ts';

describe('AXA mission number', () => {
  it('accepts digits, an asterisk and two digits', () => {
    expect(isValidAxaMissionNumber('5016494289*01')).toBe(true);
    expect(isValidAxaMissionNumber('1*99')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of [
      '5016494289',
      '5016494289*1',
      '5016494289*001',
      'A016494289*01',
      '*01',
      '5016494289-01',
      '',
    ]) {
      expect(isValidAxaMissionNumber(value)).toBe(false);
    }
  });

  it('only checks AXA folders, with the spec message', () => {
    expect(axaMissionNumberError(AssistanceProvider.AXA_ASSISTANCE, '123')).toBe(AXA_MISSION_NUMBER_MESSAGE);
    expect(axaMissionNumberError(AssistanceProvider.AXA_ASSISTANCE, null)).toBe(
      'Numéro de dossier AXA incorrect : format attendu 5016477041*03 (chiffres, un astérisque, 2 chiffres)',
    );
    expect(axaMissionNumberError(AssistanceProvider.AXA_ASSISTANCE, '5016494289*01')).toBeNull();
    expect(axaMissionNumberError(AssistanceProvider.IMA, '123')).toBeNull();
    expect(axaMissionNumberError(null, '123')).toBeNull();
  });
});

describe('sending without a destination', () => {
  it('asks for confirmation when the destination has no address nor position', () => {
    expect(NO_DESTINATION_CONFIRMATION).toBe(
      'Aucune destination indiquée. Souhaitez-vous tout de même envoyer la mission ?',
    );
    expect(needsNoDestinationConfirmation(null)).toBe(true);
    expect(needsNoDestinationConfirmation({ line1: ' ', city: null })).toBe(true);
    expect(needsNoDestinationConfirmation({ city: 'Lyon' })).toBe(false);
    expect(needsNoDestinationConfirmation({ latitude: 45.7, longitude: 4.8 })).toBe(false);
    expect(needsNoDestinationConfirmation({ descriptionLieu: 'Aire de Beaune-Tailly' })).toBe(false);
  });
});

describe('allowedNatures', () => {
  it('offers the whole list when no change is constrained', () => {
    expect(allowedNatures({ nature: NatureIntervention.REMORQUAGE })).toEqual([...NatureInterventionCode]);
    expect(
      allowedNatures({ nature: null, changementsNatureAutorises: [NatureIntervention.RELIVRAISON] }),
    ).toEqual([...NatureInterventionCode]);
  });

  it('offers the current nature and the allowed changes', () => {
    const natures = allowedNatures({
      nature: NatureIntervention.DEPANNAGE_SUR_PLACE,
      changementsNatureAutorises: [NatureIntervention.REMORQUAGE],
    });
    expect(natures).toEqual([NatureIntervention.DEPANNAGE_SUR_PLACE, NatureIntervention.REMORQUAGE]);
  });
});
