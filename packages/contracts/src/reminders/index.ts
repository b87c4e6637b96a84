export * from './reminders.ts';
export * from './reminder-steps.ts';
export * from './late-penalty.ts';
export * from './late-penalty-data.ts';
