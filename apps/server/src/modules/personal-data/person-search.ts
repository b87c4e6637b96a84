import { sql } from 'drizzle-orm';
import { ANONYMISED, type PersonalDataHit, type PersonQuery } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import {
  customerHaystack,
  folderHaystack,
  invoiceHaystack,
  missionHaystack,
  personMatch,
  yardHaystack,
  rowsOf,
} from './person-sql.ts';

/** The rows where a person appears, by place, within one account. */
export interface PersonFindings {
  folders: Array<{ id: number; orderNo: string; customerName: string | null; registration: string | null }>;
  customers: Array<{ id: number; code: string; name: string | null; hasInvoices: boolean }>;
  invoices: Array<{ id: number; code: string | null; kind: string; state: string; customerId: number }>;
  sms: Array<{ id: number; phone: string; createdAt: string; missionId: number | null }>;
  documents: Array<{ id: number; folderId: number; filename: string }>;
  drivers: Array<{ id: number; name: string }>;
  users: Array<{ id: number; login: string; name: string }>;
  yardEntries: Array<{ id: number; plate: string; ownerName: string }>;
}

/**
 * Finds every place of the account where the person appears (issue 23 §1). Anonymised folders
 * and restricted invoices and customers are not found: erased, they no longer hold the person
 * for anything but the accounts.
 */
export async function findPerson(db: DbOrTx, accountId: number, query: PersonQuery): Promise<PersonFindings> {
  const folders = await rowsOf<PersonFindings['folders'][number]>(
    db,
    sql`select f.id, f.order_no as "orderNo", f.customer_name as "customerName", f.registration
        from folders f
        where f.account_id = ${accountId} and f.anonymised_at is null
          and (${personMatch(folderHaystack, query)}
            or exists (select 1 from missions m where m.folder_id = f.id and ${personMatch(missionHaystack, query)}))
        order by f.id`,
  );
  const folderIds = folders.map((f) => f.id);
  const customers = await rowsOf<PersonFindings['customers'][number]>(
    db,
    sql`select c.id, c.code,
          nullif(trim(concat_ws(' ', c.head_quarter_place->>'companyName', c.head_quarter_place->>'contactFirstname', c.head_quarter_place->>'contactName')), '') as name,
          exists (select 1 from invoices i where i.customer_id = c.id and i.state <> 'DRAFT') as "hasInvoices"
        from legal_entities c
        where c.account_id = ${accountId} and c.restricted_at is null and ${personMatch(customerHaystack, query)}
        order by c.id`,
  );
  const customerIds = customers.map((c) => c.id);
  const invoices = await rowsOf<PersonFindings['invoices'][number]>(
    db,
    sql`select i.id, i.code, i.kind, i.state, i.customer_id as "customerId" from invoices i
        where i.account_id = ${accountId} and i.restricted_at is null
          and (${personMatch(invoiceHaystack, query)}
            or i.customer_id = any(${`{${customerIds.join(',')}}`}::int[]))
        order by i.id`,
  );
  const sms = await rowsOf<PersonFindings['sms'][number]>(
    db,
    sql`select s.id, s.phone, to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt",
          s.mission_id as "missionId"
        from sms_messages s
        where s.account_id = ${accountId}
          and (${personMatch(sql`concat_ws(' ', s.phone, s.text)`, query)}
            or s.mission_id in (select m.id from missions m where m.folder_id = any(${`{${folderIds.join(',')}}`}::int[])))
        order by s.id`,
  );
  const documents = await rowsOf<PersonFindings['documents'][number]>(
    db,
    sql`select d.id, d.folder_id as "folderId", d.filename from folder_documents d
        where d.account_id = ${accountId}
          and (d.folder_id = any(${`{${folderIds.join(',')}}`}::int[]) or ${personMatch(sql`d.filename`, query)})
        order by d.id`,
  );
  const drivers = await rowsOf<PersonFindings['drivers'][number]>(
    db,
    sql`select a.id, a.name from agents a
        where a.account_id = ${accountId} and ${personMatch(sql`concat_ws(' ', a.name, a.phone)`, query)}
        order by a.id`,
  );
  const users = await rowsOf<PersonFindings['users'][number]>(
    db,
    sql`select u.id, u.login, u.name from users u
        where u.account_id = ${accountId} and ${personMatch(sql`concat_ws(' ', u.login, u.name, u.email)`, query)}
        order by u.id`,
  );
  // An erased owner stays out (the register keeps the vehicle, never the person).
  const yardEntries = await rowsOf<PersonFindings['yardEntries'][number]>(
    db,
    sql`select y.id, y.plate, coalesce(y.owner->>'name', '') as "ownerName" from yard_entries y
        where y.account_id = ${accountId} and y.owner->>'name' is distinct from ${ANONYMISED}
          and ${personMatch(yardHaystack, query)}
        order by y.id`,
  );
  return { folders, customers, invoices, sms, documents, drivers, users, yardEntries };
}

const maskPhone = (phone: string) => phone.replace(/\d(?=\d{2})/g, '•');

/** The places as the screen lists them, each with its link. */
export function hitsOf(found: PersonFindings): PersonalDataHit[] {
  return [
    ...found.folders.map((f) => ({
      place: 'FOLDER' as const,
      id: f.id,
      label: `Dossier ${f.orderNo}`,
      detail: [f.customerName, f.registration].filter(Boolean).join(' — '),
      link: `/folders/${f.id}`,
    })),
    ...found.customers.map((c) => ({
      place: 'CUSTOMER' as const,
      id: c.id,
      label: `Client ${c.code}`,
      detail: c.name ?? '',
      link: `/customers/${c.id}`,
    })),
    ...found.invoices.map((i) => ({
      place: 'INVOICE' as const,
      id: i.id,
      label: `${i.kind === 'CREDIT_NOTE' ? 'Avoir' : 'Facture'} ${i.code ?? '(brouillon)'}`,
      detail: i.state === 'DRAFT' ? 'Brouillon' : 'Émise',
      link: `/factures/${i.id}`,
    })),
    ...found.sms.map((s) => ({
      place: 'SMS' as const,
      id: s.id,
      label: `SMS au ${maskPhone(s.phone)}`,
      detail: s.createdAt,
      link: null,
    })),
    ...found.documents.map((d) => ({
      place: 'DOCUMENT' as const,
      id: d.id,
      label: d.filename,
      detail: 'Document du dossier',
      link: `/folders/${d.folderId}`,
    })),
    ...found.drivers.map((a) => ({
      place: 'DRIVER' as const,
      id: a.id,
      label: a.name,
      detail: '',
      link: null,
    })),
    ...found.users.map((u) => ({
      place: 'USER' as const,
      id: u.id,
      label: u.login,
      detail: u.name,
      link: '/settings/users',
    })),
    ...found.yardEntries.map((y) => ({
      place: 'YARD' as const,
      id: y.id,
      label: `Fourrière ${y.plate}`,
      detail: y.ownerName,
      link: `/fourriere/${y.id}`,
    })),
  ];
}
