export * from './lifecycle-statuses-data.ts';
export * from './lifecycle-rules.ts';
export * from './e-invoicing.ts';
