import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import {
  carMakes,
  carModels,
  cityNames,
  cityZips,
  firstNames,
  folderStates,
  lastNames,
  missionStates,
  providers,
  streets,
} from './vocabulary.ts';
import { BULK_STEP_DRAW, bulkStatisticSql, bulkStepsSql } from './bulk-mission-steps.ts';

const anyOf = (array: string, random: string) =>
  `(${array})[1 + floor(${random} * array_length(${array}, 1))::int]`;
const letter = `chr(65 + floor(random() * 26)::int)`;

/**
 * `count` folders over the accounts of bulk_accounts, created over the last two years.
 * Accounts get a skewed share (index ~ accounts × r²): the first has about a tenth of
 * all folders, like the large operators the list must stay fast for.
 */
export async function insertBulkFolders(tx: Tx, count: number, accounts: number): Promise<void> {
  await tx.execute(
    sql.raw(`insert into folders (account_id, external_number, folder_state, creation_origine, assistance_provider,
      creation_date_time, updated_at, mission_state, mission_date_time, truck_id, agent_id, contact_info, contact_phone,
      customer_place, vehicule)
    select b.account_id,
      case when s.nomad then upper(left(s.provider, 3)) || '-' || to_char(s.created, 'YYYY') || '-' || lpad(s.g::text, 7, '0') end,
      s.state, case when s.nomad then 'NOMAD' else 'BACKOFFICE' end,
      case when s.nomad then s.provider end,
      s.created, s.created + interval '2 hours', ${anyOf(missionStates, 'random()')}, s.created + interval '45 minutes',
      b.truck_ids[1 + floor(random() * array_length(b.truck_ids, 1))::int],
      b.agent_ids[1 + floor(random() * array_length(b.agent_ids, 1))::int],
      'Véhicule en panne, client sur place', '06 ' || lpad(floor(random() * 100)::int::text, 2, '0') || ' 45 67 89',
      jsonb_build_object('contactFirstname', ${anyOf(firstNames, 's.r1')}, 'contactName', ${anyOf(lastNames, 's.r2')},
        'line1', (1 + floor(s.r3 * 120)::int) || ' ' || ${anyOf(streets, 'random()')},
        'zipCode', ${anyOf(cityZips, 's.r3')}, 'city', ${anyOf(cityNames, 's.r3')}, 'country', 'France'),
      jsonb_build_object('immatriculation', ${letter} || ${letter} || '-' || lpad(floor(random() * 1000)::int::text, 3, '0')
          || '-' || ${letter} || ${letter},
        'marque', ${anyOf(carMakes, 's.r4')}, 'modele', ${anyOf(carModels, 's.r4')})
    from (
      select g, floor(${accounts} * power(random(), 2))::int as idx, random() < 0.7 as nomad,
        ${anyOf(providers, 'random()')} as provider, ${anyOf(folderStates, 'random()')} as state,
        now() - random() * interval '730 days' as created, random() as r1, random() as r2, random() as r3, random() as r4
      from generate_series(1, ${count}) g
    ) s
    join bulk_accounts b on b.idx = s.idx`),
  );
}

/** The intervention mission of every bulk folder, in step with the folder's copy of it. */
export async function insertBulkMissions(tx: Tx): Promise<void> {
  await tx.execute(
    sql.raw(`insert into missions (folder_id, account_id, kind, order_no, mission_state, mission_date_time,
      creation_date_time, sent_date_time, truck_id, agent_id, contact_info, contact_phone, text, steps, statistic)
    select f.id, f.account_id, 'INTERVENTION', f.order_no, f.mission_state, f.mission_date_time,
      f.creation_date_time, f.creation_date_time + interval '5 minutes', f.truck_id, f.agent_id,
      f.contact_info, f.contact_phone, 'Dépannage ' || coalesce(f.vehicule->>'marque', '') || ' à ' || coalesce(f.city, ''),
      ${bulkStepsSql()}, ${bulkStatisticSql()}
    from folders f join bulk_accounts b on b.account_id = f.account_id
    ${BULK_STEP_DRAW}`),
  );
}
