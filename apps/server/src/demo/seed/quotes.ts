import { createHash, randomBytes } from 'node:crypto';
import { parisToday, quoteTotals, type QuoteState } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { quotes, type StoredPriceLine } from '../../db/schema/index.ts';

const DAY_MS = 86_400_000;
const line = (
  label: string,
  unit: StoredPriceLine['unit'],
  quantity: number,
  unitPriceCents: number,
): StoredPriceLine => ({
  ruleId: null,
  articleId: null,
  label,
  ruleDescription: 'Grille par défaut',
  unit,
  quantity,
  unitPriceCents,
  vatRate: 20,
  totalHtCents: quantity * unitPriceCents,
  floorCents: null,
  ceilingCents: null,
  modified: false,
  proposedUnitPriceCents: unitPriceCents,
  proposedQuantity: quantity,
});

interface DemoQuote {
  state: QuoteState;
  customerName: string;
  description: string;
  km: number;
  /** Days from today to the validity day (negative: past). */
  validInDays: number;
  createdDaysAgo: number;
}

const DEMO_QUOTES: DemoQuote[] = [
  {
    state: 'BROUILLON',
    customerName: 'Lucas Girard',
    description: 'Remorquage d’un camping-car vers Villeurbanne',
    km: 18,
    validInDays: 30,
    createdDaysAgo: 0,
  },
  {
    state: 'ENVOYE',
    customerName: 'Transports Berthier',
    description: 'Enlèvement d’un fourgon en panne, dépôt Vénissieux',
    km: 34,
    validInDays: 20,
    createdDaysAgo: 3,
  },
  {
    state: 'ACCEPTE',
    customerName: 'Camille Roche',
    description: 'Remorquage vers le garage Renault de Bron',
    km: 12,
    validInDays: 15,
    createdDaysAgo: 6,
  },
  {
    state: 'REFUSE',
    customerName: 'Hugo Marchand',
    description: 'Rapatriement d’un véhicule depuis Grenoble',
    km: 110,
    validInDays: 10,
    createdDaysAgo: 8,
  },
  {
    state: 'EXPIRE',
    customerName: 'Garage des Alpes',
    description: 'Transport d’un véhicule de collection',
    km: 60,
    validInDays: -2,
    createdDaysAgo: 35,
  },
];

/** The depanneur account's quotes, one in every state (an expired one is a sent one past its day). */
export async function seedQuotes(tx: DbOrTx, accountId: number, now = new Date()) {
  const year = parisToday(now).slice(0, 4);
  await tx.insert(quotes).values(
    DEMO_QUOTES.map((demo, index) => {
      const lines = [
        line('Forfait remorquage VL', 'FORFAIT', 1, 13500),
        line('Kilomètre supplémentaire', 'KM', demo.km, 180),
      ];
      const createdAt = new Date(now.getTime() - demo.createdDaysAgo * DAY_MS);
      const sent = demo.state !== 'BROUILLON';
      const decided = demo.state === 'ACCEPTE' || demo.state === 'REFUSE';
      return {
        accountId,
        number: `DV-${year}-${String(index + 1).padStart(4, '0')}`,
        state: demo.state === 'EXPIRE' ? 'ENVOYE' : demo.state,
        customerName: demo.customerName,
        // Reserved demo numbers and addresses (ARCEP fiction range, example.fr): « Envoyer » by SMS or e-mail.
        customerPhone: `06 39 98 00 ${String(index + 10)}`,
        customerEmail: `devis-${index + 1}@example.fr`,
        description: demo.description,
        validUntil: parisToday(now.getTime() + demo.validInDays * DAY_MS),
        lines,
        ...quoteTotals(lines),
        createdAt,
        sentAt: sent ? new Date(createdAt.getTime() + 3_600_000) : null,
        // A token nobody holds: the demo's links are made again by « Envoyer ».
        tokenHash: sent ? createHash('sha256').update(randomBytes(32)).digest('hex') : null,
        tokenExpiresAt: sent ? new Date(now.getTime() + demo.validInDays * DAY_MS) : null,
        decidedAt: decided ? new Date(createdAt.getTime() + DAY_MS) : null,
        acceptedName: demo.state === 'ACCEPTE' ? demo.customerName : null,
        acceptedIp: demo.state === 'ACCEPTE' ? '203.0.113.24' : null,
        documentHash:
          demo.state === 'ACCEPTE' ? createHash('sha256').update(demo.description).digest('hex') : null,
      };
    }),
  );
}
