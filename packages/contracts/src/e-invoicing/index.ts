export * from './lifecycle-statuses-data.ts';
export * from './lifecycle-rules.ts';
export * from './e-invoicing.ts';
export * from './e-reporting-data.ts';
export * from './e-reporting-rules.ts';
export * from './e-reporting.ts';
export * from './e-address.ts';
