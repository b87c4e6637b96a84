import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { CreationOrigine, FolderState, MissionKind, MissionState } from '@plateau/contracts';
import {
  driverPayments,
  folderDocuments,
  folderEvents,
  folderMessages,
  folders,
  legalEntities,
  missions,
  paymentLinks,
  vehicleConditionLinks,
  vehicleConditionReports,
  payments,
  smsMessages,
  trackingLinks,
} from '../db/schema/index.ts';
import type { TestContext } from './harness.ts';
import { draftBody, makeInvoicingFixtures } from './invoice-fixtures.ts';

/** Test helpers of the personal-data tests (not a test file itself). */

export interface Person {
  firstname: string;
  name: string;
  phone: string;
  e164: string;
  email: string;
  plate: string;
}

export const personNamed = (name: string, phone: string, plate: string): Person => ({
  firstname: 'Éloïse',
  name,
  phone,
  e164: `+33${phone.replace(/\D/g, '').slice(1)}`,
  email: `eloise.${name.toLowerCase()}@exemple.fr`,
  plate,
});

/**
 * The person of issue 23's test: 3 folders (one closed, one with a photo, a message, a tracking
 * link and the name in free texts), 1 customer with 2 issued invoices, and SMS in the journal.
 */
export async function makePerson(
  t: TestContext,
  accountId: number,
  person: Person,
  auth: { authorization: string },
) {
  const db = t.database.db;
  const place = {
    contactFirstname: person.firstname,
    contactName: person.name,
    contactPhone: person.phone,
    contactEmail: person.email,
    line1: '12 rue des Lilas',
    zipCode: '26000',
    city: 'Valence',
    latitude: 44.93,
    longitude: 4.89,
  };
  const folderIds: number[] = [];
  const missionIds: number[] = [];
  for (const [index, state] of [FolderState.CLOSED, FolderState.CREATED, FolderState.ACCEPTED].entries()) {
    const [folder] = await db
      .insert(folders)
      .values({
        accountId,
        creationOrigine: CreationOrigine.BACKOFFICE,
        folderState: state,
        vehicule: { immatriculation: person.plate, marque: 'Peugeot', kilometrage: 84_000 },
        // The second folder spells the phone the international way, the third only in the mission.
        customerPlace:
          index === 2
            ? { ...place, contactPhone: undefined }
            : { ...place, contactPhone: index === 1 ? person.e164 : person.phone },
        contactInfo: `${person.firstname} ${person.name}`,
      })
      .returning();
    folderIds.push(folder!.id);
    const [mission] = await db
      .insert(missions)
      .values({
        folderId: folder!.id,
        accountId,
        kind: MissionKind.INTERVENTION,
        orderNo: `${folder!.orderNo}-I`,
        missionState: MissionState.MISSION_STARTED,
        contactPhone: person.phone.replace(/ /g, '.'),
        text: `Rappeler Mme ${person.name.toUpperCase()} avant d’arriver`,
        destinationPlace: { companyName: 'Garage du Centre', city: 'Valence' },
        positions: [{ latitude: 44.9, longitude: 4.9, dateTime: '2026-01-01T10:00:00.000Z' }],
      })
      .returning();
    missionIds.push(mission!.id);
    await db.insert(folderEvents).values({
      folderId: folder!.id,
      eventSource: 'FOLDER',
      text: `Dossier créé pour ${person.firstname} ${person.name}`,
      message: 'Rien à signaler',
    } as never);
  }
  await db.insert(folderMessages).values({
    folderId: folderIds[0]!,
    accountId,
    provenance: 'BACKOFFICE',
    author: 'operateur',
    message: `Madame ${person.name} attend au ${person.phone}`,
  });
  await db.insert(folderDocuments).values({
    accountId,
    folderId: folderIds[0]!,
    filename: 'photo-vehicule.jpg',
    contentType: 'image/jpeg',
    size: 4,
    content: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
  });
  await db
    .insert(trackingLinks)
    .values({ accountId, missionId: missionIds[0]!, token: randomBytes(32).toString('base64url') });
  for (const [i, kind] of (['CREATION', 'START'] as const).entries())
    await db.insert(smsMessages).values({
      accountId,
      missionId: i === 0 ? missionIds[0]! : null,
      kind,
      dedupKey: `test:${person.name}:${kind}`,
      phone: person.e164,
      text: `Bonjour, votre dépanneur arrive. Suivi : https://plateau.example/suivi/x`,
      status: 'SENT',
    });
  const fx = await makeInvoicingFixtures(db, accountId, '');
  const [customer] = await db
    .update(legalEntities)
    .set({
      headQuarterPlace: {
        contactFirstname: person.firstname,
        contactName: person.name,
        contactPhone: person.phone,
        contactEmail: person.email,
        city: 'Valence',
      } as never,
      facturationPlace: {
        contactFirstname: person.firstname,
        contactName: person.name,
        line1: '12 rue des Lilas',
        zipCode: '26000',
        city: 'Valence',
      } as never,
      siren: null,
    })
    .where(eq(legalEntities.id, fx.customer.id))
    .returning();
  const invoiceIds: number[] = [];
  for (let i = 0; i < 2; i++) {
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/factures/',
      headers: auth,
      payload: draftBody(fx, [100 + i]),
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/factures/${draft.json().id}/issue`,
      headers: auth,
      payload: { version: draft.json().version },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    invoiceIds.push(draft.json().id);
  }
  // Issue 29: a payment link sent to their phone and e-mail, and a payment they signed to the driver.
  await db.insert(paymentLinks).values(
    [person.phone, person.email].map((recipient, index) => ({
      accountId,
      invoiceId: invoiceIds[0]!,
      tokenHash: randomBytes(32).toString('hex'),
      channel: index === 0 ? ('SMS' as const) : ('EMAIL' as const),
      recipient,
      expiresAt: new Date(Date.now() + 86_400_000),
    })),
  );
  const [payment] = await db
    .insert(payments)
    .values({ accountId, invoiceId: invoiceIds[1]!, date: '2026-01-02', amount: '10.00', method: 'CASH' })
    .returning();
  await db.insert(driverPayments).values({
    accountId,
    paymentId: payment!.id,
    missionId: missionIds[0]!,
    requestKey: randomBytes(8).toString('hex'),
    signerName: `${person.firstname} ${person.name}`,
    signedAt: new Date(),
    signaturePng: Buffer.from([1, 2, 3]),
    receiptChannel: 'SMS',
    receiptTo: person.e164,
  });
  // Issue 33: a PV they signed and remarked on, whose link went to their phone.
  const signer = `${person.firstname} ${person.name}`;
  await db.insert(vehicleConditionReports).values({
    accountId,
    folderId: folderIds[0]!,
    missionId: missionIds[0]!,
    stage: 'pickup',
    details: {
      ...{ plate: 'AB-123-CD', vin: null, mileage: null, fuelLevel: null, objectsLeft: null, keys: null },
      customerRemarks: `Rayure déjà là, dit ${signer}`,
      customerAbsent: false,
      signerName: signer,
    },
    diagram: { generalState: 'bon_etat', marks: [] },
    signaturePng: Buffer.from([1, 2, 3]),
    signedAt: new Date(),
  });
  await db.insert(vehicleConditionLinks).values({
    accountId,
    missionId: missionIds[0]!,
    tokenHash: randomBytes(32).toString('hex'),
    channel: 'SMS',
    recipient: person.e164,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { folderIds, missionIds, customerId: customer!.id, invoiceIds };
}
