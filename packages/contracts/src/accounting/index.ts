export * from './money-fields.ts';
export * from './referentials.ts';
export * from './articles.ts';
export * from './customers.ts';
