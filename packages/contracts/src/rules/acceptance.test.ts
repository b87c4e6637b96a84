import { describe, expect, it } from 'vitest';
import { Typologie } from '../referentials/codes.ts';
import {
  ACCEPT_DEFAULT_DELAY_MINUTES,
  ACCEPT_DELAY_OPTIONS,
  acceptDelayLabel,
  acceptDelayMinutes,
  acceptanceError,
  defaultAcceptanceType,
  formatDelay,
  isAcceptValidateDisabled,
  isAcceptanceTypeEditable,
  isJustificationRequired,
  parseDelay,
} from './acceptance.ts';

const now = new Date('2025-06-02T10:00:00Z');
const immediate = { typologie: Typologie.IMMEDIATE, delaiAvantJustification: 60, delaiMax: 90 };

describe('acceptance type', () => {
  it('defaults to the folder typology', () => {
    expect(defaultAcceptanceType({ typologie: Typologie.RDV })).toBe(Typologie.RDV);
    expect(defaultAcceptanceType({ typologie: Typologie.AUTOROUTE })).toBe(Typologie.IMMEDIATE);
    expect(defaultAcceptanceType(null)).toBe(Typologie.IMMEDIATE);
  });

  it('is editable when the typology may change, or for an immediate mission allowing appointments', () => {
    expect(isAcceptanceTypeEditable({ typologie: Typologie.AUTOROUTE, typologieModifiable: true })).toBe(
      true,
    );
    expect(isAcceptanceTypeEditable({ typologie: Typologie.IMMEDIATE, delaiRdvAutorise: true })).toBe(true);
    expect(isAcceptanceTypeEditable({ typologie: Typologie.IMMEDIATE, delaiRdvAutorise: false })).toBe(false);
    expect(isAcceptanceTypeEditable({ typologie: Typologie.APPEL_POLICE, delaiRdvAutorise: true })).toBe(
      false,
    );
    expect(isAcceptanceTypeEditable(null)).toBe(false);
  });
});

describe('delay', () => {
  it('requires a justification below 0 or above delaiAvantJustification', () => {
    expect(isJustificationRequired(-15, immediate)).toBe(true);
    expect(isJustificationRequired(0, immediate)).toBe(false);
    expect(isJustificationRequired(60, immediate)).toBe(false);
    expect(isJustificationRequired(75, immediate)).toBe(true);
    expect(isJustificationRequired(600, { typologie: Typologie.IMMEDIATE })).toBe(false);
  });

  it('offers every 15 minutes up to 600, HH:mm, with 45 as default', () => {
    expect(ACCEPT_DELAY_OPTIONS).toHaveLength(41);
    expect(ACCEPT_DELAY_OPTIONS[0]).toEqual({ value: 0, label: '00:00' });
    expect(ACCEPT_DELAY_OPTIONS[3]).toEqual({ value: 45, label: '00:45' });
    expect(ACCEPT_DELAY_OPTIONS.at(-1)).toEqual({ value: 600, label: '10:00' });
    expect(ACCEPT_DELAY_OPTIONS.map((o) => o.value)).toContain(ACCEPT_DEFAULT_DELAY_MINUTES);
  });

  it('reads and writes HH:mm', () => {
    expect(formatDelay(135)).toBe('02:15');
    expect(formatDelay(-30)).toBe('-00:30');
    expect(parseDelay('02:15')).toBe(135);
    expect(parseDelay('-00:30')).toBe(-30);
    expect(parseDelay('2h15')).toBeNull();
  });

  it('labels the picker with the maximum when there is one', () => {
    expect(acceptDelayLabel(90)).toBe('Délai (hh:mm) - max 90 min');
    expect(acceptDelayLabel(null)).toBe('Délai (hh:mm)');
    expect(acceptDelayMinutes(120)).toBe('Soit 120 min');
  });
});

describe('Valider of the accept modal', () => {
  it('is enabled for a number delay needing no justification', () => {
    expect(
      isAcceptValidateDisabled({ type: Typologie.IMMEDIATE, delaiIntervention: 45 }, immediate, now),
    ).toBe(false);
  });

  it('is disabled when the delay is not a number', () => {
    expect(
      acceptanceError({ type: Typologie.IMMEDIATE, delaiIntervention: Number.NaN }, immediate, now),
    ).toBe("Indiquez le délai d'intervention");
    expect(
      isAcceptValidateDisabled({ type: Typologie.IMMEDIATE, delaiIntervention: null }, immediate, now),
    ).toBe(true);
  });

  it('is disabled when a needed justification is missing', () => {
    const late = { type: Typologie.IMMEDIATE, delaiIntervention: 120 } as const;
    expect(acceptanceError(late, immediate, now)).toBe('Une justification du délai est requise');
    expect(isAcceptValidateDisabled({ ...late, justificationDelai: 'TRAFIC_DENSE' }, immediate, now)).toBe(
      false,
    );
  });

  it('is disabled for an appointment in the past or without a date', () => {
    const terms = { typologie: Typologie.RDV };
    expect(acceptanceError({ type: Typologie.RDV, dateRdv: '2025-06-02T09:59:00Z' }, terms, now)).toBe(
      'La date du rendez-vous est passée',
    );
    expect(acceptanceError({ type: Typologie.RDV }, terms, now)).toBe('Indiquez la date du rendez-vous');
    expect(
      isAcceptValidateDisabled({ type: Typologie.RDV, dateRdv: '2025-06-02T14:00:00Z' }, terms, now),
    ).toBe(false);
  });

  it('refuses a type change the folder does not allow', () => {
    const form = { type: Typologie.RDV, dateRdv: '2025-06-03T08:00:00Z' } as const;
    expect(acceptanceError(form, immediate, now)).toBe(
      "Le type d'acceptation ne peut pas être modifié pour ce dossier",
    );
    expect(acceptanceError(form, { ...immediate, delaiRdvAutorise: true }, now)).toBeNull();
  });
});
