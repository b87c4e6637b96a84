export * from './damage-diagram.ts';
export * from './damage-differences.ts';
export * from './required-photos.ts';
export * from './condition-report.ts';
export * from './condition-copy.ts';
