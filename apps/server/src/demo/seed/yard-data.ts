import { abandonmentDay, addDays, type YardCondition } from '@plateau/contracts';
import { yardEntries } from '../../db/schema/index.ts';

type EntryValues = typeof yardEntries.$inferInsert;

const scratched: YardCondition = {
  generalState: 'DEGRADE',
  marks: [
    { view: 'LEFT', x: 300, y: 550, kind: 'RAYURE', note: 'Portière avant gauche' },
    { view: 'FRONT', x: 500, y: 700, kind: 'ENFONCEMENT', note: 'Pare-chocs' },
  ],
  gardienSignature: null,
  ownerSignature: null,
  officerSignature: null,
};

/** The notice day whose abandonment day is `target` (15 days, then a working day), for the demo's deadlines. */
function noticeFor(target: string): string {
  for (let back = 15; back < 25; back++) {
    const notice = addDays(target, -back);
    if (abandonmentDay(notice, false) === target) return notice;
  }
  return addDays(target, -16);
}

/** The vehicles present in the demo yard: every category and reason, deadlines passed, near and far. */
export function presentEntries(
  accountId: number,
  ago: (days: number) => Date,
  today: string,
  place: (index: number) => number,
): EntryValues[] {
  const police = {
    kind: 'FOURRIERE',
    authority: 'POLICE_MUNICIPALE',
    officerName: 'Brigadier Morel',
  } as const;
  const base = { accountId, vehicleRemoved: true, immobilisation: false, expertise: false, lowValue: false };
  const owner = (name: string) => ({ name, address: '', phone: '', email: '' });
  const dueTomorrow = addDays(today, 1);
  const overdueNotice = addDays(today, -30);
  return [
    {
      ...base,
      ...police,
      pvNumber: 'PV-2026-1201',
      reason: 'STATIONNEMENT_GENANT',
      removedAt: ago(2),
      plate: 'GH-482-KL',
      make: 'Peugeot',
      model: '208',
      category: 'VP',
      colour: 'Blanc',
      mileage: 61200,
      placeId: place(0),
      owner: owner('Claire Dubois'),
      condition: scratched,
    },
    {
      ...base,
      kind: 'FOURRIERE',
      authority: 'GENDARMERIE',
      officerName: 'Adjudant Perrin',
      pvNumber: 'GN-77-0412',
      reason: 'ACCIDENT',
      removedAt: ago(5),
      plate: 'FD-903-TR',
      make: 'Renault Trucks',
      model: 'D 12 t',
      category: 'PL_7_5_19',
      colour: 'Blanc',
      mileage: 312000,
      placeId: place(6),
      owner: owner('Transports Vidal'),
      condition: { ...scratched, generalState: 'GRAVE' },
      expertise: true,
    },
    {
      ...base,
      kind: 'FOURRIERE',
      authority: 'POLICE_NATIONALE',
      officerName: 'Gardien de la paix Roux',
      pvNumber: 'PN-2026-0098',
      reason: 'STATIONNEMENT_ABUSIF',
      removedAt: ago(40),
      plate: 'AA-001-ZZ',
      make: 'Yamaha',
      model: 'MT-07',
      category: 'DEUX_ROUES',
      colour: 'Noir',
      placeId: place(1),
      owner: owner(''),
      lowValue: true,
      noticeSentOn: overdueNotice,
      noticeSentBy: 'Julien Martin',
      abandonmentDay: abandonmentDay(overdueNotice, true),
    },
    {
      ...base,
      ...police,
      pvNumber: 'PV-2026-1150',
      reason: 'STATIONNEMENT_ABUSIF',
      removedAt: ago(21),
      plate: 'CB-220-MN',
      make: 'Citroën',
      model: 'C3',
      category: 'VP',
      colour: 'Rouge',
      placeId: place(2),
      owner: owner('Hugo Lefort'),
      noticeSentOn: noticeFor(dueTomorrow),
      noticeSentBy: 'Julien Martin',
      abandonmentDay: dueTomorrow,
    },
    {
      ...base,
      kind: 'FOURRIERE',
      authority: 'POLICE_NATIONALE',
      officerName: 'Brigadier-chef Faure',
      pvNumber: 'PN-2026-0131',
      reason: 'VEHICULE_VOLE',
      removedAt: ago(3),
      plate: 'EK-515-PL',
      make: 'Volvo',
      model: 'FH 500',
      category: 'PL_19_44',
      colour: 'Bleu',
      placeId: place(7),
      owner: owner('Logistique Rhône'),
    },
    {
      ...base,
      ...police,
      pvNumber: 'PV-2026-1188',
      reason: 'STATIONNEMENT_GENANT',
      removedAt: ago(1),
      plate: 'DV-630-QS',
      make: 'Iveco',
      model: 'Daily 7 t',
      category: 'PL_3_5_7_5',
      colour: 'Gris',
      placeId: place(8),
      owner: owner(''),
    },
    {
      ...base,
      kind: 'GARDIENNAGE',
      authority: null,
      reason: 'GARDE_ASSUREUR',
      removedAt: ago(8),
      plate: 'BZ-774-JC',
      make: 'Toyota',
      model: 'Yaris',
      category: 'VP',
      colour: 'Gris',
      placeId: place(3),
      privateDailyCents: 1500,
      owner: owner('MACIF — sinistre 26-4471'),
      condition: scratched,
    },
  ];
}
