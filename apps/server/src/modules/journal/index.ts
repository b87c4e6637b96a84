/** The journal of sensitive acts, for the modules that record one. */
export { recordJournal, type JournalActor } from './journal.service.ts';
