import { sirenOfVatNumber, type Place } from '@plateau/contracts';
import { invoiceText } from './invoice-text.ts';
import type { InvoiceView } from './invoice-view.ts';

/** The 9-digit SIREN inside a French VAT number, else null. */
export const sirenOf = (vatNumber: string | null | undefined): string | null =>
  vatNumber ? sirenOfVatNumber(vatNumber) : null;

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
/** An element, or nothing at all when it would be empty (PEPPOL-EN16931-R008: no empty element). */
export const el = (name: string, content: string | null | undefined, attrs = '') =>
  content == null || content === '' ? '' : `<${name}${attrs}>${content}</${name}>`;
/** A text element: the text as the PDF prints it (invoiceText), escaped; nothing when blank. */
export const txt = (name: string, value: string | null | undefined, attrs = '') =>
  el(name, value == null || value.trim() === '' ? null : escape(invoiceText(value.trim())), attrs);
export const date102 = (date: string, type: 'udt' | 'qdt' = 'udt') =>
  `<${type}:DateTimeString format="102">${date.replaceAll('-', '')}</${type}:DateTimeString>`;
export const money = (value: number) => value.toFixed(2);
export const quantity = (value: number) => String(Math.round(value * 10_000) / 10_000);

/** Country names as users type them, to ISO 3166 codes; a blank country is France. */
const COUNTRIES: Record<string, string> = {
  france: 'FR',
  belgique: 'BE',
  suisse: 'CH',
  allemagne: 'DE',
  espagne: 'ES',
  italie: 'IT',
  luxembourg: 'LU',
  monaco: 'MC',
  'pays-bas': 'NL',
  portugal: 'PT',
  'royaume-uni': 'GB',
};
export function countryCode(country: string | null | undefined): string {
  const name = (country ?? '').trim();
  if (/^[A-Za-z]{2}$/.test(name)) return name.toUpperCase();
  return COUNTRIES[name.toLowerCase()] ?? 'FR';
}

function address(place: Partial<Place> | null | undefined): string {
  return el(
    'ram:PostalTradeAddress',
    txt('ram:PostcodeCode', place?.zipCode) +
      txt('ram:LineOne', place?.line1) +
      txt('ram:LineTwo', place?.line2) +
      txt('ram:LineThree', place?.line3) +
      txt('ram:CityName', place?.city) +
      `<ram:CountryID>${countryCode(place?.country)}</ram:CountryID>`,
  );
}

/** BT-34 / BT-49: the reform routes invoices to a SIREN (scheme 0225); else an e-mail (EM). */
const electronicAddress = (siren: string | null, email: string | null = null) =>
  el(
    'ram:URIUniversalCommunication',
    siren ? txt('ram:URIID', siren, ' schemeID="0225"') : txt('ram:URIID', email, ' schemeID="EM"'),
  );

export function sellerParty(view: InvoiceView): string {
  return el(
    'ram:SellerTradeParty',
    txt('ram:Name', view.doc.seller.name) +
      txt('ram:Description', view.sellerLegal) +
      el('ram:SpecifiedLegalOrganization', txt('ram:ID', view.sellerSiren, ' schemeID="0002"')) +
      address(view.sellerPlace) +
      electronicAddress(view.sellerSiren) +
      el('ram:SpecifiedTaxRegistration', txt('ram:ID', view.sellerVatNumber, ' schemeID="VA"')),
  );
}

export function buyerParty(view: InvoiceView): string {
  const { siren, vatNumber, email } = view.doc.buyer;
  return el(
    'ram:BuyerTradeParty',
    txt('ram:Name', view.buyerName) +
      el('ram:SpecifiedLegalOrganization', txt('ram:ID', siren, ' schemeID="0002"')) +
      el('ram:DefinedTradeContact', txt('ram:PersonName', view.buyerContact)) +
      address(view.buyerPlace) +
      electronicAddress(siren, email) +
      el('ram:SpecifiedTaxRegistration', txt('ram:ID', vatNumber, ' schemeID="VA"')),
  );
}
