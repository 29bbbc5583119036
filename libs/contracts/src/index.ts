export * from './common';
export * from './errors';
export * from './event-metadata';
export * from './entities';
export * from './world';
export * from './generation';
export * from './story';
export * from './world-state';
