/**
 * The Idempotency-Key header of creating calls (issue 18 §4): the same key from the same user
 * within IDEMPOTENCY_KEY_LIFETIME_HOURS answers the first result again and creates nothing.
 * The web app sends a fresh key (a UUID) with each form submission.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Set on an answer that repeats the first one instead of running the call again. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

export const IDEMPOTENCY_KEY_LIFETIME_HOURS = 24;

export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/** 1 to 200 visible ASCII characters: a UUID fits, so does any client's own scheme. */
export const isValidIdempotencyKey = (key: string): boolean =>
  new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`).test(key);

/** For the routes that cannot run without a key (a photo, a payment): sent twice, they would record twice. */
export const IDEMPOTENCY_KEY_REQUIRED_MESSAGE =
  'Cet envoi doit porter un en-tête Idempotency-Key : sans lui, un nouvel envoi l’enregistrerait deux fois.';

export const IDEMPOTENCY_KEY_INVALID_MESSAGE = `L'en-tête Idempotency-Key doit compter de 1 à ${IDEMPOTENCY_KEY_MAX_LENGTH} caractères ASCII visibles, sans espace`;

export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  "Cette clé d'idempotence a déjà servi pour une autre requête : envoyez une nouvelle clé pour une nouvelle demande";

export const IDEMPOTENCY_KEY_BUSY_MESSAGE =
  'Requête déjà en cours : la même demande est encore traitée, réessayez dans un instant';
