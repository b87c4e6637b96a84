import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import {
  cityLatitudes,
  cityLongitudes,
  cityNames,
  cityZips,
  firstNames,
  lastNames,
  streets,
} from './vocabulary.ts';

export const TRUCKS_PER_ACCOUNT = 10;
export const AGENTS_PER_ACCOUNT = 6;
/** The login of bulk account n (1-based) is bulk-001…; its password is 'bulk'. */
export const bulkLogin = (n: number) => `bulk-${String(n).padStart(3, '0')}`;

const pick = (array: string, index: string) => `(${array})[1 + (${index}) % array_length(${array}, 1)]`;

/**
 * Operator accounts with one user, trucks and agents each, all set-based. Leaves the
 * temporary table bulk_accounts (idx from 0, account_id, truck_ids, agent_ids) for the folders.
 */
export async function insertBulkAccounts(tx: Tx, count: number, passwordHash: string): Promise<void> {
  const run = (statement: string) => tx.execute(sql.raw(statement));
  await run(`create temporary table bulk_accounts (
    idx integer primary key, account_id integer not null, truck_ids integer[], agent_ids integer[]) on commit drop`);
  await run(`with inserted as (
      insert into accounts (name, business_nature, nomad_configuration_id, nomad_active, place,
        intervention_average_arrival_minute, intervention_average_on_place_minute)
      select 'Dépannage ' || ${pick(lastNames, 'i * 7')} || ' ' || ${pick(cityNames, 'i')} || ' ' || lpad(i::text, 3, '0'),
        'DEPANNEUR', 1000 + i, true,
        jsonb_build_object('line1', (10 + i % 90) || ' ' || ${pick(streets, 'i')}, 'line2', null, 'line3', null,
          'zipCode', ${pick(cityZips, 'i')}, 'city', ${pick(cityNames, 'i')}, 'country', 'France',
          'latitude', ${pick(cityLatitudes, 'i')}, 'longitude', ${pick(cityLongitudes, 'i')},
          'label', null, 'descriptionLieu', null),
        30 + i % 30, 20 + i % 25
      from generate_series(1, ${count}) i
      returning id)
    insert into bulk_accounts (idx, account_id) select row_number() over (order by id) - 1, id from inserted`);
  await run(`insert into users (account_id, login, name, email, role, password_hash)
    select account_id, 'bulk-' || lpad((idx + 1)::text, 3, '0'),
      ${pick(firstNames, 'idx')} || ' ' || ${pick(lastNames, 'idx * 3')},
      'contact' || (idx + 1) || '@depannage-bulk.fr', 'ADMIN', '${passwordHash}'
    from bulk_accounts`);
  await run(`insert into trucks (account_id, name, license_plate, serial_number, ttw_id, position_text,
      position_latitude, position_longitude, position_date_time)
    select b.account_id, 'Plateau ' || lpad(t::text, 2, '0'),
      chr(65 + (b.idx + t) % 26) || chr(65 + (b.idx * 7 + t) % 26) || '-' || lpad(((b.idx * 37 + t * 101) % 1000)::text, 3, '0')
        || '-' || chr(65 + (t * 3) % 26) || chr(65 + (b.idx + t * 5) % 26),
      'SN-B' || b.idx || '-' || t, 'TTW-B' || b.idx || '-' || t, ${pick(cityNames, 'b.idx')},
      ${pick(cityLatitudes, 'b.idx')} + (t - 5) * 0.01, ${pick(cityLongitudes, 'b.idx')} + (t - 5) * 0.01, now()
    from bulk_accounts b, generate_series(1, ${TRUCKS_PER_ACCOUNT}) t`);
  await run(`insert into agents (account_id, name, phone)
    select b.account_id, ${pick(firstNames, 'b.idx + a')} || ' ' || ${pick(lastNames, 'b.idx * 5 + a')},
      '06 ' || lpad(((b.idx * 13 + a) % 100)::text, 2, '0') || ' 12 34 56'
    from bulk_accounts b, generate_series(1, ${AGENTS_PER_ACCOUNT}) a`);
  await run(`update bulk_accounts b set
    truck_ids = (select array_agg(id order by id) from trucks where account_id = b.account_id),
    agent_ids = (select array_agg(id order by id) from agents where account_id = b.account_id)`);
}
