export * from './damage-diagram.ts';
export * from './damage-differences.ts';
