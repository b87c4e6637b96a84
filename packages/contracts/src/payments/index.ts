export * from './payment-law-data.ts';
export * from './payment-rules.ts';
export * from './payments.ts';
export * from './payment-links.ts';
