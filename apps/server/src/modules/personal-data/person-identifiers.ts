import { sql } from 'drizzle-orm';
import { phoneDigits, type PersonIdentifiers, type PersonQuery } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import type { PersonFindings } from './person-search.ts';
import { rowsOf } from './person-sql.ts';

const ids = (rows: Array<{ id: number }>) => `{${rows.map((r) => r.id).join(',')}}`;

/**
 * The names, phones, e-mails and plates the found rows hold, with the searched term: what an
 * erasure looks for in every free text of the person's rows.
 */
export async function personIdentifiers(
  db: DbOrTx,
  query: PersonQuery,
  found: PersonFindings,
): Promise<PersonIdentifiers> {
  const out: PersonIdentifiers = { names: [], phones: [], emails: [], plates: [] };
  if (query.kind === 'PHONE') out.phones.push(query.digits);
  if (query.kind === 'EMAIL') out.emails.push(query.email);
  if (query.kind === 'TEXT') out.names.push(query.words.join(' '));
  const places = await rowsOf<{
    place: Record<string, unknown> | null;
    phone: string | null;
    plate: string | null;
  }>(
    db,
    sql`select f.customer_place as place, f.contact_phone as phone, f.vehicule->>'immatriculation' as plate
          from folders f where f.id = any(${ids(found.folders)}::int[])
        union all select m.destination_place, m.contact_phone, null from missions m
          where m.folder_id = any(${ids(found.folders)}::int[])
        union all select jsonb_build_object('contactName', r.signer_name), null, null
          from driver_reports r join missions m on m.id = r.mission_id
          where m.folder_id = any(${ids(found.folders)}::int[])
        union all select p, null, null from legal_entities c,
          unnest(array[c.head_quarter_place, c.facturation_place, c.contact_place1, c.contact_place2]) p
          where c.id = any(${ids(found.customers)}::int[])
        union all select jsonb_build_object('contactName', i.contact_name, 'contactFirstname', i.contact_firstname), null, null
          from invoices i where i.id = any(${ids(found.invoices)}::int[])
        union all select jsonb_build_object('contactName', a.name), a.phone, null from agents a
          where a.id = any(${ids(found.drivers)}::int[])
        union all select jsonb_build_object('contactName', u.name, 'contactEmail', u.email), null, null from users u
          where u.id = any(${ids(found.users)}::int[])`,
  );
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  for (const { place, phone, plate } of places) {
    for (const name of [text(place?.contactName), text(place?.contactFirstname)])
      if (name) out.names.push(name);
    const email = text(place?.contactEmail);
    if (email) out.emails.push(email);
    for (const value of [text(place?.contactPhone), text(phone)]) {
      const digits = value ? phoneDigits(value) : null;
      if (digits) out.phones.push(digits);
    }
    if (text(plate)) out.plates.push(plate!);
  }
  for (const sms of found.sms) {
    const digits = phoneDigits(sms.phone);
    if (digits) out.phones.push(digits);
  }
  return out;
}
