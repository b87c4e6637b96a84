import type { PDFFont } from 'pdf-lib';
import { color } from '../../lib/pdf-library.ts';
import type { Place } from '@plateau/contracts';
import { formatParisDateTime } from '../../lib/paris-time.ts';
import { invoiceFontCharacters } from '../../lib/pdf-fonts.ts';
import { openPdf, PdfPageWriter } from '../../lib/pdf-page-writer.ts';
import type { ExportData } from './export-content.ts';

const MARGIN = 50;

/** A readable summary in French of what data.json holds (RGPD art. 15: in a clear form). */
export async function exportSummaryPdf(query: string, data: ExportData): Promise<Uint8Array> {
  const { pdf, fonts } = await openPdf({ title: 'Vos données personnelles', fonts: 'dejavu' });
  const { regular, bold } = fonts;
  // Lines down to the bottom margin itself: no footer on this document.
  const w = new PdfPageWriter(pdf, fonts, { margin: MARGIN, bottom: MARGIN });
  w.newPage();
  const drawable = invoiceFontCharacters();
  const clean = (text: string) =>
    [...text.replace(/\s+/g, ' ')].map((c) => (drawable.has(c.codePointAt(0)!) ? c : '?')).join('');
  const line = (text: string, font: PDFFont = regular, size = 10) => {
    const words = clean(text).split(' ');
    let current = '';
    const flush = () => {
      w.ensure(0);
      w.page.drawText(current, { x: MARGIN, y: w.y, size, font, color: color(0.1, 0.1, 0.1) });
      w.y -= size * 1.5;
      current = '';
    };
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > w.contentWidth && current) {
        flush();
        current = word;
      } else current = next;
    }
    flush();
  };
  const heading = (text: string) => {
    w.y -= 6;
    line(text, bold, 13);
  };
  const place = (p: Partial<Place> | null | undefined) =>
    p
      ? [
          [p.contactFirstname, p.contactName].filter(Boolean).join(' '),
          p.contactPhone,
          p.contactEmail,
          [p.line1, p.zipCode, p.city].filter(Boolean).join(' '),
        ]
          .filter(Boolean)
          .join(' — ')
      : '';

  line('Vos données personnelles', bold, 18);
  line(`Export du ${formatParisDateTime(data.generatedAt)} — recherche : « ${query} »`);
  line(
    'Ce document résume les données que l’entreprise détient sur vous dans Plateau. Le fichier data.json de la même archive les contient toutes, dans un format lisible par une machine ; le dossier documents contient vos photos et documents.',
  );
  heading(`Dossiers (${data.folders.length})`);
  for (const f of data.folders) {
    line(`Dossier ${f.orderNo} du ${formatParisDateTime(f.creationDateTime)}`, bold);
    line(`Contact : ${place(f.customerPlace) || '—'}`);
    if (f.vehicule?.immatriculation)
      line(
        `Véhicule : ${[f.vehicule.marque, f.vehicule.modele, f.vehicule.immatriculation].filter(Boolean).join(' ')}`,
      );
    if (f.documents.length) line(`Documents : ${f.documents.map((d) => d.filename).join(', ')}`);
  }
  heading(`Fiches client (${data.customers.length})`);
  for (const c of data.customers) line(`Client ${c.code} : ${place(c.headQuarterPlace) || '—'}`);
  heading(`Factures et avoirs (${data.invoices.length})`);
  for (const i of data.invoices)
    line(
      `${i.kind === 'CREDIT_NOTE' ? 'Avoir' : 'Facture'} ${i.code ?? '(brouillon)'} du ${i.date.split('-').reverse().join('/')} — ${[i.contactFirstname, i.contactName].filter(Boolean).join(' ') || i.companyName || ''} — ${i.totalTTC.replace('.', ',')} € TTC`,
    );
  heading(`SMS (${data.sms.length})`);
  for (const s of data.sms) line(`${formatParisDateTime(s.createdAt)} au ${s.phone} : ${s.text}`);
  if (data.drivers.length) {
    heading(`Chauffeur (${data.drivers.length})`);
    for (const d of data.drivers) line(`${d.name} ${d.phone ?? ''}`);
  }
  if (data.users.length) {
    heading(`Utilisateur de Plateau (${data.users.length})`);
    for (const u of data.users) line(`${u.login} — ${u.name} ${u.email ?? ''}`);
  }
  return pdf.save();
}
