import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildReportPdf, type ReportPdfData } from './report-pdf.ts';

const base: ReportPdfData = {
  account: { name: 'Dépannage Martin & Fils', address: ['12 rue des Lilas', '26000 Valence'] },
  orderNo: 'OT100042',
  externalNumber: 'IMA-55',
  folderState: 'Accepté',
  nature: 'Demande de remorquage',
  createdAt: new Date('2026-11-20T07:00:00Z'),
  missionOrderNo: 'OT100042-I',
  agent: 'Paul Girard',
  truck: 'Plateau 1 (AB-123-CD)',
  customer: ['Lucie Testeur', '26000 Valence'],
  vehicle: [['Immatriculation', 'GT-404-XY']],
  steps: [
    { section: 'Intervention', label: 'Départ du chauffeur', date: '20/11/2026 08:00', place: 'Valence' },
  ],
  km: [['Kilométrage total', '42 km']],
  motif: null,
  photos: [],
  generatedAt: new Date('2026-11-20T10:00:00Z'),
};

const photo = async () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#1e6091' } })
    .jpeg()
    .toBuffer();

describe('buildReportPdf', () => {
  it('makes a one-page A4 PDF that names the folder', async () => {
    const bytes = await buildReportPdf(base);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe("Rapport d'intervention OT100042");
    const [width, height] = [pdf.getPage(0).getWidth(), pdf.getPage(0).getHeight()];
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  });

  it('adds pages for many photos and numbers them', async () => {
    const jpeg = await photo();
    const photos = Array.from({ length: 24 }, (_, i) => ({ filename: `photo-${i}.jpg`, jpeg }));
    const bytes = await buildReportPdf({ ...base, photos });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
  });

  it('never fails on characters the standard fonts lack, nor on a broken photo', async () => {
    const bytes = await buildReportPdf({
      ...base,
      customer: ['Zoë 😀 北京 ≥ ½ « guillemets » l’apostrophe 100 €'],
      motif: 'Client absent\nrappelé deux fois\u0000',
      photos: [{ filename: 'cassée.jpg', jpeg: new Uint8Array([0xff, 0xd8, 0xff, 0x00]) }],
      steps: Array.from({ length: 60 }, (_, i) => ({
        section: 'Intervention',
        label: `Étape ${i}`,
        date: null,
        place: 'x'.repeat(400),
      })),
    });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(1);
  });
});
