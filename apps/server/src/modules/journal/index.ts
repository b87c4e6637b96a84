/** The journal of sensitive acts: what other modules may use. */
export { recordJournal, type JournalActor } from './journal.service.ts';
