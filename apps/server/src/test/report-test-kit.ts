import ExcelJS from 'exceljs';
import type { ReceivedMail } from '../demo/fakes/fake-smtp-server.ts';

/** Test helpers of the report configuration tests (not a test file itself). */

/** The sheets of an .xlsx file as arrays of cell texts, row by row (header included). */
export async function readWorkbook(content: Buffer): Promise<Record<string, string[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const sheets: Record<string, string[][]> = {};
  workbook.eachSheet((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      const values = (row.values as unknown[]).slice(1);
      rows.push(values.map((v) => (v === null || v === undefined ? '' : String(v))));
    });
    sheets[sheet.name] = rows;
  });
  return sheets;
}

/** The .xlsx attachment of a received e-mail (base64 MIME part), and its announced name. */
export function xlsxAttachment(mail: ReceivedMail): { filename: string; content: Buffer } {
  const part = mail.raw
    .split(/\r?\n--/)
    .find((p) => p.includes('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'));
  if (!part) throw new Error('no xlsx attachment');
  const [headers, ...body] = part.split(/\r?\n\r?\n/);
  const unfolded = headers!.replace(/\r?\n[ \t]+/g, ' ');
  const filename = /filename="?([^";\r\n]+)"?/.exec(unfolded)?.[1] ?? '';
  return { filename, content: Buffer.from(body.join('').replace(/\s+/g, ''), 'base64') };
}
