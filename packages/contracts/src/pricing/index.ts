export * from './motorway-forfait-data.ts';
export * from './motorway-forfait.ts';
export * from './time-bands.ts';
export * from './tariff-grid.ts';
export * from './price-proposal.ts';
export * from './price-checks.ts';
export * from './grid-choice.ts';
export * from './folder-facts.ts';
