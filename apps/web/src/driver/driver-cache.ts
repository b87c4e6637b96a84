/**
 * What the phone keeps of a driver, always under that driver's login (issue 28 §6: a second driver
 * signing in on the same phone saw the first one's missions while the network failed). The list kept
 * for offline use is the driver's own; sign-out forgets it; a queued action is sent or shown only
 * while its owner is signed in.
 */
const MISSIONS_PREFIX = 'plateau.chauffeur.missions';
const DRAFT_PREFIX = 'plateau.chauffeur.report';

/** Before logins were kept, the list had one key for whoever was signed in: it is never read again. */
export const LEGACY_MISSIONS_KEY = MISSIONS_PREFIX;

export const missionsKey = (owner: string | null) =>
  owner ? `${MISSIONS_PREFIX}.${owner}` : LEGACY_MISSIONS_KEY;

/** The report being typed and signed for a mission, kept until the server took it. */
export const reportDraftKey = (owner: string | null, missionId: number) =>
  `${DRAFT_PREFIX}.${owner ?? ''}.${missionId}`;

/** A queued action belongs to the driver signed in when it was made (one made before logins: to none). */
export const isOwnedBy = (action: { owner?: string | null }, owner: string | null) =>
  (action.owner ?? null) === owner;

type KeyStore = Pick<Storage, 'removeItem'>;

/** Forgets every answer kept for `owner` (and the list kept before logins were). */
export function forgetAnswers(storage: KeyStore, owner: string | null) {
  storage.removeItem(missionsKey(owner));
  storage.removeItem(LEGACY_MISSIONS_KEY);
}

export interface SignOutSteps {
  owner: string | null;
  online: boolean;
  /** Sends what waits in the queue (the signed-out driver's actions cannot be sent once signed out). */
  flush: () => Promise<void>;
  storage: KeyStore;
  /** Forgets the answers held in memory (the query cache, the actions just sent). */
  clearMemory: () => void;
  endSession: () => void;
}

/** How long sign-out waits for the queue to leave before it goes on (what is left stays, under its owner). */
export const SIGN_OUT_FLUSH_MS = 8_000;

/**
 * « Déconnexion »: what waits is sent first when the network allows (what cannot leave stays queued
 * under its owner, sent at their next sign-in, shown to no one else), then every answer kept for the
 * driver is forgotten, and the session ends.
 */
export async function signOutDriver(steps: SignOutSteps, waitMs = SIGN_OUT_FLUSH_MS): Promise<void> {
  if (steps.online) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      steps.flush().catch(() => undefined),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs))),
    ]);
    clearTimeout(timer);
  }
  forgetAnswers(steps.storage, steps.owner);
  steps.clearMemory();
  steps.endSession();
}
