import type { WorldDomainEvent } from './world.events';
import { evolveWorld } from './world.evolve';
import type { ExistingWorld } from './world.state';

/**
 * Collects the events of one decision and keeps the state they lead to, so a later step of the same
 * decision (the next entity of a seeding phase, a removal after its cascade) validates against it.
 */
export class Decision {
  private readonly emitted: WorldDomainEvent[] = [];

  constructor(private current: ExistingWorld) {}

  get state(): ExistingWorld {
    return this.current;
  }

  get events(): WorldDomainEvent[] {
    return this.emitted;
  }

  emit(...events: WorldDomainEvent[]): void {
    for (const event of events) {
      this.emitted.push(event);
      this.current = evolveWorld(this.current, event);
    }
  }
}
