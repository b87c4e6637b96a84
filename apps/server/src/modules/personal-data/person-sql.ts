import { sql, type SQL } from 'drizzle-orm';
import { compactPlate, phoneDigitsPattern, type PersonQuery } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';

/** Rows of a raw statement, on PGlite and node-postgres alike. */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Every string of a jsonb value, at any depth, as one text (keys left out: 'contactName' is no name). */
export const jsonStrings = (column: SQL) =>
  sql`coalesce(jsonb_path_query_array(${column}, 'strict $.** ? (@.type() == "string")')::text, '')`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (haystack: SQL, needle: string) =>
  sql`plateau_search_fold(${haystack}) like ${`%${escapeLike(needle)}%`}`;

/**
 * The condition « this text holds the person »: a phone whatever its separators and prefix
 * (+33 6…, 06…), an e-mail, or every word of a name, or a plate without its dashes; folded on both
 * sides by plateau_search_fold (no case, no accents), like the folder search.
 */
export function personMatch(haystack: SQL, query: PersonQuery): SQL {
  if (query.kind === 'PHONE') return sql`${haystack} ~ ${phoneDigitsPattern(query.digits)}`;
  if (query.kind === 'EMAIL') return contains(haystack, query.email);
  const words = sql.join(
    query.words.map((word) => contains(haystack, word)),
    sql` and `,
  );
  const compact = compactPlate(query.words.join(''));
  if (compact.length < 4) return sql`(${words})`;
  return sql`((${words}) or regexp_replace(plateau_search_fold(${haystack}), '[^a-z0-9]', '', 'g') like ${`%${compact}%`})`;
}

/** The texts of a folder and of its missions that may name the person. */
export const folderHaystack = sql`concat_ws(' ', ${jsonStrings(sql`f.customer_place`)}, ${jsonStrings(sql`f.vehicule`)}, ${jsonStrings(sql`f.attelage`)}, f.contact_info, f.contact_phone, ${jsonStrings(sql`f.intervention_depannage`)}, ${jsonStrings(sql`f.report_depannage`)})`;
export const missionHaystack = sql`concat_ws(' ', m.contact_info, m.contact_phone, m.text, ${jsonStrings(sql`m.destination_place`)})`;
export const customerHaystack = sql`concat_ws(' ', c.code, ${jsonStrings(sql`c.head_quarter_place`)}, ${jsonStrings(sql`c.facturation_place`)}, ${jsonStrings(sql`c.contact_place1`)}, ${jsonStrings(sql`c.contact_place2`)})`;
export const invoiceHaystack = sql`concat_ws(' ', i.company_name, i.contact_firstname, i.contact_name, ${jsonStrings(sql`i.billing_place`)})`;
/** The person's texts of a yard vehicle: its owner, who took it back (name, address, identity document). */
export const yardHaystack = sql`concat_ws(' ', y.plate, ${jsonStrings(sql`y.owner`)}, y.release->>'takerName', y.release->>'takerAddress', y.release->>'identityNumber')`;
