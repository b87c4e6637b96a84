export * from './payment-journals.ts';
export * from './payment-law-data.ts';
export * from './payment-lettering.ts';
export * from './payment-rules.ts';
export * from './payments.ts';
export * from './receivables.ts';
export * from './receivables-rules.ts';
export * from './payment-links.ts';
