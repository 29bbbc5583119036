export * from './shared/decider';
export * from './shared/domain-error';
export * from './world/world.commands';
export * from './world/world.decider';
export * from './world/world.events';
export * from './world/world.state';
