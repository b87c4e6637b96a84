import { maskTerm, parsePersonQuery, type PersonQuery } from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { Invalid } from '../../lib/errors.ts';
import { recordJournal, type JournalActor } from '../journal/journal.service.ts';
import { findPerson, hitsOf } from './person-search.ts';

export const PERSON_QUERY_INVALID =
  'Saisissez un nom, un numéro de téléphone, un e-mail ou une immatriculation (2 caractères au moins)';

export function personQueryOf(term: string): PersonQuery {
  const query = parsePersonQuery(term);
  if (!query) throw new Invalid(PERSON_QUERY_INVALID);
  return query;
}

/** The places where the person appears; the search itself is journaled (who looked for whom). */
export async function searchPerson(db: Db, actor: JournalActor, term: string) {
  const query = personQueryOf(term);
  const hits = hitsOf(await findPerson(db, actor.accountId, query));
  await recordJournal(
    db,
    actor,
    'PERSONAL_DATA_SEARCH',
    `Recherche de « ${maskTerm(term)} » : ${hits.length} résultat(s)`,
  );
  return { hits };
}
