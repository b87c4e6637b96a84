// The journal of sensitive acts, as other modules write to it.
export { recordJournal, type JournalActor } from './journal.service.ts';
