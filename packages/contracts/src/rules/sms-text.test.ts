import { describe, expect, it } from 'vitest';
import {
  fillSmsText,
  isValidSmsText,
  limitSmsTyping,
  maskPhone,
  smsDisplayedLength,
  smsPlaceholderButtons,
} from './sms-text.ts';
import { smsOpenAt } from './sms-schedule.ts';

describe('SMS text (spec 3 §5)', () => {
  it.each([
    ['Bonjour', 7],
    ['#LINK', 5 + 15],
    ['#VEH_NAME', 9 + 10],
    ['#VEH_ID', 7 + 10],
    ['#ETA_HOUR', 9 - 4],
    ['#STATUS_URL', 11 - 20],
    ['#MINUTE', 7],
    ['A #VEH_NAME et #VEH_NAME', 24 + 20],
  ])('displayed length of %j is %i', (text, length) => {
    expect(smsDisplayedLength(text)).toBe(length);
  });

  it('holds at most 160 displayed characters', () => {
    expect(isValidSmsText('a'.repeat(160))).toBe(true);
    expect(isValidSmsText('a'.repeat(161))).toBe(false);
    expect(isValidSmsText(`${'a'.repeat(150)}#VEH_ID`)).toBe(false);
    // A tracking link weighs less than its placeholder.
    expect(isValidSmsText(`${'a'.repeat(165)}#STATUS_URL`)).toBe(true);
  });

  it('blocks typing from 200 characters', () => {
    expect(limitSmsTyping('a'.repeat(250))).toHaveLength(200);
    expect(limitSmsTyping('abc')).toBe('abc');
    expect(isValidSmsText(`${'#STATUS_URL'.repeat(19)}abc`)).toBe(false);
  });

  it('offers #MINUTE and #ETA_HOUR to the customer texts, not to the rule editor', () => {
    expect(smsPlaceholderButtons('mission')).toEqual([
      '#VEH_NAME',
      '#VEH_ID',
      '#MINUTE',
      '#ETA_HOUR',
      '#STATUS_URL',
    ]);
    expect(smsPlaceholderButtons('rule')).toEqual(['#VEH_NAME', '#VEH_ID', '#STATUS_URL']);
  });

  it('fills the placeholders and empties the unknown ones', () => {
    expect(
      fillSmsText('Le camion #VEH_NAME (#VEH_ID) arrive dans #MINUTE min, vers #ETA_HOUR : #STATUS_URL', {
        '#VEH_NAME': 'Plateau 1',
        '#VEH_ID': 'AB-123-CD',
        '#MINUTE': '12',
        '#ETA_HOUR': '14h32',
        '#STATUS_URL': 'https://p.fr/suivi/x',
      }),
    ).toBe('Le camion Plateau 1 (AB-123-CD) arrive dans 12 min, vers 14h32 : https://p.fr/suivi/x');
    expect(fillSmsText('Suivi : #LINK', { '#STATUS_URL': 'u' })).toBe('Suivi : u');
    expect(fillSmsText('Camion #VEH_NAME arrive', {})).toBe('Camion arrive');
  });

  it('masks a number but its first and last two digits', () => {
    expect(maskPhone('+33612345678')).toBe('06 •• •• •• 78');
    expect(maskPhone('0712345699')).toBe('07 •• •• •• 99');
  });
});

describe('SMS hours in Paris time', () => {
  // Wednesday 25 November 2026, 10:30 in Paris (UTC+1).
  const wednesdayMorning = new Date('2026-11-25T09:30:00Z');
  it('allows inside a range and holds outside', () => {
    expect(smsOpenAt({ openHourWednesday: '08h00-12h00;14h00-20h00' }, wednesdayMorning)).toBe(true);
    expect(smsOpenAt({ openHourWednesday: '14h00-20h00' }, wednesdayMorning)).toBe(false);
  });
  it('does not restrict a day never set, blocks a day set empty', () => {
    expect(smsOpenAt({ openHourMonday: '' }, wednesdayMorning)).toBe(true);
    expect(smsOpenAt({ openHourWednesday: '' }, wednesdayMorning)).toBe(false);
  });
  it('reads the hour in summer time too', () => {
    // 1 July 2026, 07:30 UTC is 09:30 in Paris (UTC+2).
    expect(smsOpenAt({ openHourWednesday: '09h00-10h00' }, new Date('2026-07-01T07:30:00Z'))).toBe(true);
  });
});

describe('customer SMS helpers', () => {
  it('chooses the configuration of a mission', async () => {
    const { notificationMissionTypeOf } = await import('./sms-text.ts');
    expect(notificationMissionTypeOf('RELIVRAISON', 'DEPANNAGE_SUR_PLACE')).toBe('DELIVERY');
    expect(notificationMissionTypeOf('INTERVENTION', 'REMORQUAGE')).toBe('PICK_UP');
    expect(notificationMissionTypeOf('INTERVENTION', 'DEMANDE_DE_REMORQUAGE')).toBe('PICK_UP');
    expect(notificationMissionTypeOf('INTERVENTION', 'DEPANNAGE_SUR_PLACE')).toBe('SERVICE');
    expect(notificationMissionTypeOf('INTERVENTION', null)).toBe('SERVICE');
  });
  it('says the hour in Paris time', async () => {
    const { smsHourOf } = await import('./sms-text.ts');
    expect(smsHourOf(new Date('2026-11-25T13:05:00Z'))).toBe('14h05');
  });
});
