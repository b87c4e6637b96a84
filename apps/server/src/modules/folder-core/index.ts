// The folder's records, the floor the folder, mission and driver services stand on: its rows and
// their scope, its events, documents and changes, its state transitions and its DTO. Nothing here
// imports missions, driver or folders, so those may all use it without a circle.
export * from './defined.ts';
export * from './fleet-references.ts';
export * from './folder-change.ts';
export * from './folder-documents.service.ts';
export * from './folder-dto.ts';
export * from './folder-events.repository.ts';
export * from './folder-patch.ts';
export * from './folder-read.ts';
export * from './folder-scope.ts';
export * from './folder-transition.ts';
export * from './folders.repository.ts';
