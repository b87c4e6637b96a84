/** The name the Factur-X standard gives the embedded XML (and the XMP repeats). */
export const FACTURX_FILENAME = 'factur-x.xml';
