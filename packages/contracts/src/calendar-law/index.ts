export * from './public-holidays.ts';
export * from './public-holidays-data.ts';
