/**
 * Why an invoice line carries no French VAT, as the law words it and as EN 16931 codes it (VAT
 * category UNTDID 5305, exemption reason code from the CEF VATEX list). Data, not code: each row is
 * dated (`from`/`until`, ISO days, inclusive) so that a new wording starts a period and never
 * rewrites an issued invoice's.
 */
export type VatCase = 'REVERSE_CHARGE' | 'EXPORT' | 'FRANCHISE' | 'DEBOURS' | 'EXEMPT';

/** S standard, AE reverse charge, G export outside the EU, E exempt. */
export type VatCategory = 'S' | 'AE' | 'G' | 'E';

export interface VatMentionRule {
  case: VatCase;
  category: Exclude<VatCategory, 'S'>;
  /** The VATEX code (BT-121); null where the list has none for this reason. */
  vatex: string | null;
  /** The mention printed and sent as the exemption reason text (BT-120). */
  mention: string;
  from: string;
  until?: string;
}

export const VAT_MENTION_RULES: readonly VatMentionRule[] = [
  {
    case: 'REVERSE_CHARGE',
    category: 'AE',
    vatex: 'VATEX-EU-AE',
    mention: 'Autoliquidation — art. 283-2 du CGI ; art. 196 de la directive 2006/112/CE',
    from: '2010-01-01',
  },
  {
    case: 'EXPORT',
    category: 'G',
    vatex: 'VATEX-EU-G',
    mention: 'Exonération de TVA — exportation hors de l’Union européenne (art. 262 I du CGI)',
    from: '1993-01-01',
  },
  {
    case: 'FRANCHISE',
    category: 'E',
    vatex: 'VATEX-FR-FRANCHISE',
    mention: 'TVA non applicable, art. 293 B du CGI',
    from: '1993-01-01',
  },
  {
    case: 'DEBOURS',
    category: 'E',
    vatex: 'VATEX-EU-79-C',
    mention:
      'Débours : frais payés au nom et pour le compte du client, hors base de TVA (art. 267 II 2° du CGI)',
    from: '1993-01-01',
  },
  { case: 'EXEMPT', category: 'E', vatex: null, mention: 'Exonération de TVA', from: '1993-01-01' },
];

/**
 * The member states of the European Union by the prefix of their VAT numbers (Greece is EL), with
 * the day they joined or left: a customer of a state that left is outside the Union from then on.
 */
export const EU_VAT_PREFIXES: ReadonlyArray<{ prefix: string; from: string; until?: string }> = [
  ...['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HU', 'IE', 'IT'].map(
    (prefix) => ({ prefix, from: '2007-01-01' }),
  ),
  ...['LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'].map((prefix) => ({
    prefix,
    from: '2007-01-01',
  })),
  { prefix: 'HR', from: '2013-07-01' },
  { prefix: 'GB', from: '1973-01-01', until: '2020-12-31' },
  // Northern Ireland keeps the EU's VAT rules for goods only: its services are outside the Union.
];
