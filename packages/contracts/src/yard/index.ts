export * from './yard-tariff-data.ts';
export * from './yard-fees.ts';
export * from './yard-deadlines.ts';
export * from './yard-codes.ts';
export * from './yard-entry-schemas.ts';
export * from './yard-release-schemas.ts';
export * from './yard-views.ts';
export * from './yard-invoice-lines.ts';
