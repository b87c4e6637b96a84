/**
 * A customer's signature drawn on a phone is a few hundred pixels wide. Its image is decoded whole to
 * draw it on the report PDF, so its pixels are bounded before it is stored (issue 28 §6: a 12000×12000
 * image blocked the server 7 s and took 1.4 GB on every report rendering).
 */
export const SIGNATURE_MAX_WIDTH = 2000;
export const SIGNATURE_MAX_HEIGHT = 1000;
/** The image file itself (the request's data URL is at most 400,000 characters of base 64). */
export const SIGNATURE_MAX_BYTES = 300_000;

export const SIGNATURE_UNREADABLE_MESSAGE = "La signature n'est pas une image PNG lisible";
export const SIGNATURE_TOO_HEAVY_MESSAGE = 'La signature est trop lourde';
export const signatureTooLargeMessage = (width: number, height: number) =>
  `La signature est trop grande (${width} × ${height} pixels) : au plus ${SIGNATURE_MAX_WIDTH} × ${SIGNATURE_MAX_HEIGHT} pixels`;

/**
 * Why a signature image is refused, from its size in bytes and the dimensions its header announces
 * (null when the header cannot be read); null when it is taken.
 */
export function signatureRefusal(
  bytes: number,
  dimensions: { width: number; height: number } | null,
): string | null {
  if (bytes > SIGNATURE_MAX_BYTES) return SIGNATURE_TOO_HEAVY_MESSAGE;
  if (!dimensions || dimensions.width < 1 || dimensions.height < 1) return SIGNATURE_UNREADABLE_MESSAGE;
  if (dimensions.width > SIGNATURE_MAX_WIDTH || dimensions.height > SIGNATURE_MAX_HEIGHT)
    return signatureTooLargeMessage(dimensions.width, dimensions.height);
  return null;
}
