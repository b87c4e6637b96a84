import {
  abandonmentDay,
  nationalTariffPeriods,
  parisDay,
  yardFees,
  type YardFeeLine,
} from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { yardEntries, yardEntryPhotos, yardHolds, yardPlaces } from '../../db/schema/index.ts';
import { demoSlotPhoto } from '../vehicle-condition/demo-condition-images.ts';
import { presentEntries } from './yard-data.ts';

const DAY_MS = 86_400_000;

/**
 * The depanneur's yard (issue 31): two rows of places, vehicles of every category and reason, one under a police
 * hold, one past its abandonment day, one due tomorrow, a private storage, a release and a hand-over for destruction.
 */
export async function seedYard(tx: DbOrTx, accountIds: Map<string, number>): Promise<void> {
  const accountId = accountIds.get('depanneur')!;
  const now = Date.now();
  const ago = (days: number) => new Date(Math.floor((now - days * DAY_MS) / 60_000) * 60_000);
  const today = parisDay(new Date(now));
  const places = await tx
    .insert(yardPlaces)
    .values(
      ['A', 'B'].flatMap((rowLabel) =>
        [1, 2, 3, 4, 5, 6].map((n) => ({ accountId, rowLabel, placeLabel: String(n) })),
      ),
    )
    .returning({ id: yardPlaces.id });
  const place = (index: number) => places[index]!.id;
  const rows = await tx
    .insert(yardEntries)
    .values(presentEntries(accountId, ago, today, place))
    .returning({ id: yardEntries.id, plate: yardEntries.plate });
  const held = rows.find((row) => row.plate === 'FD-903-TR')!;
  await seedSheetPhotos(tx, accountId, rows.find((row) => row.plate === 'GH-482-KL')!.id, ago(2));
  await tx.insert(yardHolds).values([
    {
      accountId,
      entryId: held.id,
      kind: 'POLICE',
      placedBy: 'Adjudant Perrin (gendarmerie)',
      placedAt: ago(5),
      note: 'Scellé judiciaire',
    },
    {
      accountId,
      entryId: rows[6]!.id,
      kind: 'EXPERT',
      placedBy: 'Cabinet Expertis',
      placedAt: ago(8),
      liftedBy: 'Cabinet Expertis',
      liftedAt: ago(4),
    },
  ]);
  await seedDeparted(tx, accountId, ago);
  await seedRegionalYards(tx, accountIds, ago, today);
}

/**
 * The scratched Peugeot's condition sheet has its photos: the demo's drawn JPEGs (made once per process, used as
 * their own thumbnails as the PV seed does: the seed stays quick).
 */
async function seedSheetPhotos(tx: DbOrTx, accountId: number, yardEntryId: number, takenAt: Date) {
  const slots = ['avant_gauche', 'arriere_droit', 'compteur'] as const;
  const photos = await Promise.all(slots.map((slot) => demoSlotPhoto(slot, null)));
  await tx.insert(yardEntryPhotos).values(
    photos.map((jpeg, index) => ({
      accountId,
      yardEntryId,
      contentType: 'image/jpeg',
      image: jpeg,
      thumbnail: jpeg,
      takenAt: new Date(takenAt.getTime() + index * 60_000),
    })),
  );
}

/** The other operators (mission, dupont, bernard, atlantique) keep one vehicle each: their « Fourrière » holds data. */
async function seedRegionalYards(
  tx: DbOrTx,
  accountIds: Map<string, number>,
  ago: (days: number) => Date,
  today: string,
) {
  for (const key of ['mission', 'bordeaux', 'lille', 'nantes']) {
    const accountId = accountIds.get(key)!;
    const [place] = await tx
      .insert(yardPlaces)
      .values({ accountId, rowLabel: 'A', placeLabel: '1' })
      .returning({ id: yardPlaces.id });
    const [first] = presentEntries(accountId, ago, today, () => place!.id);
    await tx.insert(yardEntries).values(first!);
  }
}

/** A vehicle released last week and one handed over for destruction: their fees frozen at the exit. */
async function seedDeparted(tx: DbOrTx, accountId: number, ago: (days: number) => Date) {
  const periods = nationalTariffPeriods('NATIONAL');
  const frozen = (removedAt: Date, exitAt: Date, category: 'VP' | 'PL_3_5_7_5'): YardFeeLine[] =>
    yardFees(
      {
        category,
        removedAt,
        releasedAt: exitAt,
        vehicleRemoved: true,
        immobilisation: false,
        expertise: false,
        privateDailyCents: null,
      },
      periods,
    ).lines;
  const base = {
    accountId,
    kind: 'FOURRIERE',
    authority: 'POLICE_MUNICIPALE',
    officerName: 'Brigadier Morel',
    vehicleRemoved: true,
    immobilisation: false,
    expertise: false,
    lowValue: false,
  };
  await tx.insert(yardEntries).values([
    {
      ...base,
      pvNumber: 'PV-2026-1012',
      reason: 'STATIONNEMENT_GENANT',
      removedAt: ago(12),
      exitAt: ago(9),
      status: 'RELEASED',
      plate: 'FR-112-XB',
      make: 'Dacia',
      model: 'Sandero',
      category: 'VP',
      owner: { name: 'Nadia Benali', address: '', phone: '', email: '' },
      releaseFees: frozen(ago(12), ago(9), 'VP'),
      release: {
        taker: 'OWNER',
        takerName: 'Nadia Benali',
        identityDocument: 'CNI',
        identityNumber: '170675123456',
        companyName: '',
        kbisNumber: '',
        registrationChecked: true,
        insuranceChecked: true,
        mainleveeChecked: true,
        paymentMethod: 'CARTE',
        expectedTotalCents: 0,
        releasedAt: ago(9).toISOString(),
        invoiceId: null,
      },
    },
    {
      ...base,
      pvNumber: 'PV-2026-0801',
      reason: 'STATIONNEMENT_ABUSIF',
      removedAt: ago(60),
      exitAt: ago(20),
      status: 'HANDED_OVER',
      lowValue: true,
      plate: '123-ABC-69',
      make: 'Renault',
      model: 'Twingo',
      category: 'VP',
      owner: { name: '', address: '', phone: '', email: '' },
      noticeSentOn: parisDay(ago(45)),
      noticeSentBy: 'Julien Martin',
      abandonmentDay: abandonmentDay(parisDay(ago(45)), true),
      releaseFees: frozen(ago(60), ago(20), 'VP'),
      handover: {
        kind: 'DESTRUCTION',
        handedAt: ago(20).toISOString(),
        recipient: 'Recyclage Auto Sud',
        vhuCentreNumber: 'PR6900012D',
        destructionCertificateNumber: 'CD-2026-0311',
      },
    },
  ]);
}
