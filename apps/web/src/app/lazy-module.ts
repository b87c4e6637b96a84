const CHUNK_TIMEOUT_MS = 120_000;

/** A screen's code is fetched when first opened, and given up after 2 minutes (spec 1 §9). */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  return () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Chargement de la page trop long')), CHUNK_TIMEOUT_MS);
    });
    return Promise.race([load(), timeout]).finally(() => clearTimeout(timer));
  };
}
