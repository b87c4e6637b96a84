import { describe, expect, it } from 'vitest';
import type { GeocodeSuggestion } from '@plateau/contracts';
import { addressText, applySuggestion, isUnlocated, keepFreeText, placeErrors } from './place-value.ts';

const segur: GeocodeSuggestion = {
  line1: '20 Avenue de Ségur',
  line2: null,
  line3: null,
  zipCode: '75007',
  city: 'Paris',
  country: 'France',
  latitude: 48.8497,
  longitude: 2.3068,
  label: '20 Avenue de Ségur 75007 Paris',
  descriptionLieu: null,
  codeInsee: '75107',
  hasGeometry: true,
};
const restArea: GeocodeSuggestion = {
  ...segur,
  line1: 'Aire de Beaune-Tailly',
  latitude: null,
  longitude: null,
  hasGeometry: false,
};

describe('the address of the place panel', () => {
  it('fills every address part from a geocoded suggestion and keeps the contact', () => {
    const place = applySuggestion(
      { contactName: 'Martin', descriptionLieu: 'ancien texte' },
      segur,
      '20 av de segur',
    );
    expect(place).toMatchObject({
      contactName: 'Martin',
      line1: '20 Avenue de Ségur',
      zipCode: '75007',
      city: 'Paris',
    });
    expect(place).toMatchObject({
      latitude: 48.8497,
      longitude: 2.3068,
      codeInsee: '75107',
      gpsValide: true,
      descriptionLieu: null,
    });
    expect(addressText(place)).toBe('20 Avenue de Ségur, 75007 Paris');
    expect(isUnlocated(place)).toBe(false);
  });

  it('clears the address parts and keeps the typed text when the suggestion has no position', () => {
    const located = applySuggestion({ contactName: 'Martin' }, segur, 'segur');
    const place = applySuggestion(located, restArea, '  aire de beaune  ');
    expect(place).toMatchObject({
      line1: null,
      zipCode: null,
      city: null,
      latitude: null,
      longitude: null,
      gpsValide: false,
    });
    expect(place.descriptionLieu).toBe('aire de beaune');
    expect(place.contactName).toBe('Martin');
    expect(addressText(place)).toBe('aire de beaune');
    expect(isUnlocated(place)).toBe(true);
  });

  it('forgets the address when the text is emptied', () => {
    const place = keepFreeText(applySuggestion({}, segur, 'segur'), '   ');
    expect(place.descriptionLieu).toBeNull();
    expect(addressText(place)).toBe('');
    expect(isUnlocated(place)).toBe(false);
  });
});

describe('the contact checks of the place panel', () => {
  it('accepts French numbers written the usual ways and a plain address', () => {
    expect(placeErrors({ contactPhone: '06 12 34 56 78', contactEmail: 'jean.martin@exemple.fr' })).toEqual(
      {},
    );
    expect(placeErrors({ contactPhone: '+33 1 23 45 67 89' })).toEqual({});
  });

  it('names what is wrong, with the messages the screen asks for', () => {
    expect(placeErrors({ contactPhone: '12', contactEmail: 'jean@' })).toEqual({
      contactPhone: 'Numéro non valide',
      contactEmail: 'E-mail non valide',
    });
    expect(
      placeErrors({ contactPhone: 'abc' }, { phone: 'Numéro non valide', email: 'E-mail non valide' }),
    ).toEqual({
      contactPhone: 'Numéro non valide',
    });
  });

  it('leaves empty fields alone', () => {
    expect(placeErrors({ contactPhone: '  ', contactEmail: '' })).toEqual({});
    expect(placeErrors(null)).toEqual({});
  });
});
