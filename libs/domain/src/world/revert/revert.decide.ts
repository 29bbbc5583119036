import { DomainError } from '../../shared/domain-error';
import type { ArcState, BeatState } from '../arc/arc.state';
import type { AppliedAllegianceChange, AppliedBeatConsequences, AppliedRelationshipChange } from '../arc/beat-consequences';
import { requireArc } from '../arc/next-arc-step';
import { characterHistoryEvent } from '../changes/change-events';
import { Decision } from '../decision';
import { masterOf, stanceOf } from '../diplomacy/diplomacy.rules';
import type { CharacterState } from '../entities/character.state';
import { factionHistoryEvent, locationHistoryEvent } from '../entities/history-events';
import { removalEvents } from '../entities/removal';
import { pendingDraft } from '../drafts/draft.rules';
import { requireOwnedWorld } from '../world.access';
import type { WorldDomainEvent } from '../world.events';
import type { ExistingWorld, WorldState } from '../world.state';
import type { RevertBeat } from './revert.commands';
import type { BeatReverted, KeptChange } from './revert.events';
import type { RevertibleBeat } from './revert.state';

const key = (text: string) => text.trim().toLowerCase();
const sameList = (left: readonly string[], right: readonly string[]) => left.length === right.length && left.every((item, index) => item === right[index]);

/**
 * The compensating events of one beat, each decided on the world as it is now: a change is undone only where
 * the world still holds what the beat made of it; where a later edit (by hand, or by what came since) changed
 * the same field, the edit wins and the change is listed as kept. Changes to the beat's newcomers are not
 * undone one by one: the newcomers go.
 */
class Compensation {
  readonly kept: KeptChange[] = [];
  private readonly decision: Decision;
  private readonly reason: string;
  private readonly newcomers: ReadonlySet<string>;
  private readonly touched = new Map<string, 'location' | 'faction' | 'character'>();

  constructor(
    world: ExistingWorld,
    private readonly beat: RevertibleBeat,
    private readonly at: string,
  ) {
    this.decision = new Decision(world);
    this.reason = `Beat ${beat.index} "${beat.name}" was reverted`;
    const { locations, characters } = beat.consequences.newcomers;
    this.newcomers = new Set([...locations.map((location) => location.locationId), ...characters.map((character) => character.characterId)]);
  }

  get events(): WorldDomainEvent[] {
    return this.decision.events;
  }

  private get world(): ExistingWorld {
    return this.decision.state;
  }

  private keep(entityId: string, field: string, message: string): void {
    this.kept.push({ entityId, field, message });
  }

  /** Emits the events that put `entityIds` back; each gets a history line saying why (a newcomer goes instead). */
  private emit(kind: 'location' | 'faction' | 'character', entityIds: string | readonly string[], ...events: WorldDomainEvent[]): void {
    this.decision.emit(...events);
    for (const id of typeof entityIds === 'string' ? [entityIds] : entityIds) if (!this.newcomers.has(id)) this.touched.set(id, kind);
  }

  /** The entity still there to be put back, or null (and a note) when it is gone; the beat's newcomers are skipped. */
  private present<T extends { readonly name: string }>(map: ReadonlyMap<string, T>, id: string, field: string): T | null {
    if (this.newcomers.has(id)) return null;
    const entity = map.get(id);
    if (entity === undefined) this.keep(id, field, `Its ${field} stays as it is: it is no longer in the world`);
    return entity ?? null;
  }

  run(): void {
    const consequences = this.beat.consequences;
    this.statuses(consequences);
    this.moves(consequences);
    this.diplomacy(consequences);
    // Leaders first: a leader going back to their old side would otherwise leave the new one as the beat left it.
    this.namedLeaders(consequences);
    consequences.allegianceChanges.forEach((change) => this.allegiance(change));
    this.leadersWhoChangedSides();
    this.characters(consequences);
    consequences.relationshipChanges.forEach((change) => this.relationship(change));
    this.historyLines();
    this.removeNewcomers();
  }

  private statuses({ locationStatusChanges, factionStatusChanges, characterStatusChanges }: AppliedBeatConsequences): void {
    const { at } = this;
    for (const { locationId, previousStatus, status } of locationStatusChanges) {
      const location = this.present(this.world.locations, locationId, 'status');
      if (location === null) continue;
      if (location.status !== status) this.keep(locationId, 'status', `${location.name} stays ${location.status}: its status changed after the beat`);
      else this.emit('location', locationId, { type: 'LocationStatusChanged', data: { locationId, previousStatus: status, status: previousStatus, changedAt: at, beatId: null } });
    }
    for (const { factionId, previousStatus, status } of factionStatusChanges) {
      const faction = this.present(this.world.factions, factionId, 'status');
      if (faction === null) continue;
      if (faction.status !== status) this.keep(factionId, 'status', `${faction.name} stays ${faction.status}: its status changed after the beat`);
      else {
        const data = { factionId, previousStatus: status, status: previousStatus, reason: this.reason, changedAt: at, beatId: null };
        this.emit('faction', factionId, { type: 'FactionStatusChanged', data });
      }
    }
    for (const { characterId, previousStatus, status } of characterStatusChanges) {
      const character = this.present(this.world.characters, characterId, 'status');
      if (character === null) continue;
      if (character.status !== status) this.keep(characterId, 'status', `${character.name} stays ${character.status}: their status changed after the beat`);
      else this.emit('character', characterId, { type: 'CharacterStatusChanged', data: { characterId, previousStatus: status, status: previousStatus, changedAt: at, beatId: null } });
    }
  }

  private moves({ moves }: AppliedBeatConsequences): void {
    for (const { characterId, fromLocationId, toLocationId } of moves) {
      const character = this.present(this.world.characters, characterId, 'location');
      if (character === null) continue;
      const backTo = fromLocationId !== null && this.world.locations.has(fromLocationId) ? fromLocationId : null;
      if (character.locationId !== toLocationId) this.keep(characterId, 'location', `${character.name} stays where they are: they moved after the beat`);
      else if (fromLocationId !== null && backTo === null) this.keep(characterId, 'location', `${character.name} stays where they are: the place they came from is gone`);
      else {
        const data = { characterId, fromLocationId: toLocationId, toLocationId: backTo, movedAt: this.at, beatId: null };
        this.emit('character', characterId, { type: 'CharacterMoved', data });
      }
    }
  }

  private diplomacy({ stanceChanges, territoryChanges, doctrines }: AppliedBeatConsequences): void {
    const { at, reason } = this;
    for (const { sourceFactionId, targetFactionId, previousStance, stance } of stanceChanges) {
      const source = this.present(this.world.factions, sourceFactionId, 'stance');
      if (source === null || !this.world.factions.has(targetFactionId)) continue;
      const now = stanceOf(source, targetFactionId);
      const target = this.world.factions.get(targetFactionId)?.name ?? 'the other faction';
      if (now !== stance) this.keep(sourceFactionId, 'stance', `${source.name} stays ${now} toward ${target}: the stance changed after the beat`);
      else {
        const data = { sourceFactionId, targetFactionId, previousStance: stance, stance: previousStance, reason, changedAt: at, beatId: null };
        this.emit('faction', sourceFactionId, { type: 'FactionStanceChanged', data });
      }
    }
    for (const change of territoryChanges) {
      const location = this.present(this.world.locations, change.locationId, 'master');
      if (location === null) continue;
      const master = masterOf(this.world, change.locationId)?.id ?? null;
      const { factionId, locationId } = change;
      if (change.kind === 'claim') {
        if (master !== factionId) this.keep(locationId, 'master', `${location.name} stays with its master: it changed hands after the beat`);
        else if (change.previousFactionId !== null && this.world.factions.has(change.previousFactionId)) {
          const data = { factionId: change.previousFactionId, locationId, method: 'treaty' as const, previousFactionId: factionId, reason, claimedAt: at, beatId: null };
          this.emit('location', locationId, { type: 'LocationClaimed', data });
        } else this.emit('location', locationId, { type: 'LocationReleased', data: { factionId, locationId, reason, releasedAt: at, beatId: null } });
      } else if (master !== null || !this.world.factions.has(factionId)) {
        this.keep(locationId, 'master', `${location.name} stays as it is held: it changed hands after the beat`);
      } else {
        const data = { factionId, locationId, method: 'treaty' as const, previousFactionId: null, reason, claimedAt: at, beatId: null };
        this.emit('location', locationId, { type: 'LocationClaimed', data });
      }
    }
    for (const { factionId, previousIdeology, ideology, previousTags, tags } of doctrines) {
      const faction = this.present(this.world.factions, factionId, 'doctrine');
      if (faction === null) continue;
      if (faction.ideology !== ideology || !sameList(faction.tags, tags)) this.keep(factionId, 'doctrine', `${faction.name} keeps its doctrine: it was rewritten after the beat`);
      else this.emit('faction', factionId, { type: 'FactionUpdated', data: { factionId, changes: { ideology: previousIdeology, tags: [...previousTags] }, updatedAt: at } });
    }
  }

  /** Back to the faction the character left, when it still stands (else out of any); a holdout changed no side. */
  private allegiance({ characterId, change, fromFactionId, toFactionId }: AppliedAllegianceChange): void {
    if (change === 'holdout') return;
    const character = this.present(this.world.characters, characterId, 'allegiance');
    if (character === null) return;
    if (character.factionId !== toFactionId) {
      this.keep(characterId, 'allegiance', `${character.name} stays where they stand: their allegiance changed after the beat`);
      return;
    }
    const backTo = fromFactionId !== null && this.world.factions.has(fromFactionId) ? fromFactionId : null;
    if (backTo === toFactionId) return;
    const reversed = backTo === null ? 'leave' : toFactionId === null ? 'join' : 'defect';
    const data = { characterId, change: reversed, fromFactionId: toFactionId, toFactionId: backTo, reason: this.reason, changedAt: this.at, beatId: null } as const;
    this.emit('character', characterId, { type: 'CharacterAllegianceChanged', data });
  }

  /** Leaders the beat named go back. */
  private namedLeaders({ leaderChanges }: AppliedBeatConsequences): void {
    for (const { factionId, previousLeaderId, leaderId } of leaderChanges) {
      const faction = this.present(this.world.factions, factionId, 'leader');
      if (faction === null) continue;
      const previous = previousLeaderId !== null && this.world.characters.has(previousLeaderId) && !this.newcomers.has(previousLeaderId) ? previousLeaderId : null;
      if (faction.leaderId !== leaderId) this.keep(factionId, 'leader', `${faction.name} keeps its leader: the leader changed after the beat`);
      else if (previous !== leaderId) this.emit('faction', factionId, { type: 'FactionUpdated', data: { factionId, changes: { leaderId: previous }, updatedAt: this.at } });
    }
  }

  /** A leader the beat lost to a change of side leads again once back. */
  private leadersWhoChangedSides(): void {
    for (const { factionId, leaderId } of this.beat.before.leaders) {
      const faction = this.world.factions.get(factionId);
      if (faction?.leaderId === null && this.world.characters.get(leaderId)?.factionId === factionId) {
        this.emit('faction', factionId, { type: 'FactionUpdated', data: { factionId, changes: { leaderId }, updatedAt: this.at } });
      }
    }
  }

  private characters({ motivationChanges, characterAmendments, locationAmendments }: AppliedBeatConsequences): void {
    const { at, reason } = this;
    for (const { characterId, added, dropped } of motivationChanges) {
      const character = this.present(this.world.characters, characterId, 'motivations');
      if (character === null) continue;
      const held = new Set(character.motivations.map(key));
      const drop = added.filter((motivation) => held.has(key(motivation)));
      const takeUp = dropped.filter((motivation) => !held.has(key(motivation)));
      if (drop.length < added.length || takeUp.length < dropped.length) {
        this.keep(characterId, 'motivations', `${character.name}'s motivations changed after the beat: those edits stay`);
      }
      if (drop.length + takeUp.length > 0) {
        this.emit('character', characterId, { type: 'CharacterMotivationsChanged', data: { characterId, added: takeUp, dropped: drop, reason, changedAt: at, beatId: null } });
      }
    }
    for (const { characterId, changes } of characterAmendments) {
      const character = this.present(this.world.characters, characterId, 'description');
      const before = this.beat.before.profiles.find((profile) => profile.characterId === characterId);
      if (character === null || before === undefined) continue;
      this.restoreProfile(character, changes, before);
    }
    for (const { locationId, previousDescription, description } of locationAmendments) {
      const location = this.present(this.world.locations, locationId, 'description');
      if (location === null) continue;
      if (location.description !== description) this.keep(locationId, 'description', `${location.name} keeps its description: it was edited after the beat`);
      else this.emit('location', locationId, { type: 'LocationUpdated', data: { locationId, changes: { description: previousDescription }, updatedAt: at } });
    }
  }

  private restoreProfile(character: CharacterState, changes: { description?: string; background?: string }, before: { description: string; background: string }): void {
    const restored: { description?: string; background?: string } = {};
    for (const field of ['description', 'background'] as const) {
      const made = changes[field];
      if (made === undefined) continue;
      if (character[field] === made) restored[field] = before[field];
      else this.keep(character.id, field, `${character.name} keeps their ${field}: it was edited after the beat`);
    }
    if (Object.keys(restored).length === 0) return;
    this.emit('character', character.id, { type: 'CharacterUpdated', data: { characterId: character.id, changes: restored, updatedAt: this.at } });
  }

  /** A tie goes back to what it was, with its note, on both sides; a tie to a newcomer ends before they go. */
  private relationship({ characterId, otherCharacterId, previousKind, kind }: AppliedRelationshipChange): void {
    const { characters } = this.world;
    const character = characters.get(characterId);
    const other = characters.get(otherCharacterId);
    if (character === undefined || other === undefined || (this.newcomers.has(characterId) && this.newcomers.has(otherCharacterId))) return;
    const now = character.relationships.find((tie) => tie.characterId === otherCharacterId)?.kind ?? null;
    if (now !== kind) {
      this.keep(characterId, 'relationship', `${character.name} and ${other.name} stay as they are: their tie changed after the beat`);
      return;
    }
    const before = this.beat.before.ties.find((tie) => tie.holderId === characterId && tie.characterId === otherCharacterId);
    const note = previousKind === null ? '' : (before?.note ?? this.reason);
    const data = { characterId, otherCharacterId, previousKind: kind, kind: previousKind, note, changedAt: this.at, beatId: null };
    this.emit('character', [characterId, otherCharacterId], { type: 'CharacterRelationshipChanged', data });
  }

  /** One line on each entity the revert put back, so its own history tells why it changed again. */
  private historyLines(): void {
    const lines = [...this.touched].flatMap(([id, kind]): WorldDomainEvent[] => {
      if (kind === 'location') return this.world.locations.has(id) ? [locationHistoryEvent(id, this.reason, this.at, null)] : [];
      if (kind === 'faction') return this.world.factions.has(id) ? [factionHistoryEvent(id, this.reason, this.at, null)] : [];
      return this.world.characters.has(id) ? [characterHistoryEvent(id, this.reason, this.at, null)] : [];
    });
    this.decision.emit(...lines);
  }

  /** The beat's newcomers leave the world, letting go of whatever still names them. */
  private removeNewcomers(): void {
    const { locations, characters } = this.beat.consequences.newcomers;
    const locationIds = new Set(locations.map((location) => location.locationId).filter((id) => this.world.locations.has(id)));
    const characterIds = new Set(characters.map((character) => character.characterId).filter((id) => this.world.characters.has(id)));
    if (locationIds.size + characterIds.size === 0) return;
    this.decision.emit(...removalEvents(this.world, { locationIds, factionIds: new Set(), characterIds }, this.at));
  }
}

/** The memories the beat gave to characters who are still there and not its newcomers (those go whole). */
function forgottenMemories(world: ExistingWorld, beat: RevertibleBeat): BeatReverted['data']['forgottenMemories'] {
  const newcomers = new Set(beat.consequences.newcomers.characters.map((character) => character.characterId));
  return beat.consequences.memories.flatMap(({ characterId, ...memory }) =>
    world.characters.has(characterId) && !newcomers.has(characterId) ? [{ characterId, memory: { timestamp: beat.generatedAt, ...memory } }] : [],
  );
}

function requireRevertible(arc: ArcState): { beat: RevertibleBeat; restored: BeatState } {
  if (arc.status === 'complete') throw DomainError.conflict('ARC.COMPLETE', 'This arc is complete: its beats can no longer be reverted');
  if (arc.draft !== null) throw pendingDraft();
  const beat = arc.revertible.at(-1);
  const restored = beat && arc.beats.find((candidate) => candidate.index === beat.index - 1 && candidate.status === 'generated');
  if (beat === undefined || beat.index !== arc.currentBeatIndex || restored === undefined) {
    throw DomainError.conflict('BEAT.NOTHING_TO_REVERT', 'There is no beat to revert: the opening beat has none before it');
  }
  return { beat, restored };
}

/**
 * world.revertBeat: undoes the arc's current beat with compensating events and makes the beat before it
 * current. BeatReverted comes first (the arc steps back, the beat's memories and witnesses go), then what
 * puts the world back, then the removal of the beat's newcomers. Reverting again undoes the beat before.
 */
export function revertBeat(command: RevertBeat, state: WorldState): WorldDomainEvent[] {
  const { metadata } = command;
  const world = requireOwnedWorld(state, metadata);
  const arc = requireArc(world, command.data.arcId);
  const { beat, restored } = requireRevertible(arc);
  const compensation = new Compensation(world, beat, metadata.now);
  compensation.run();
  const reverted: BeatReverted = {
    type: 'BeatReverted',
    data: {
      arcId: arc.arcId,
      beatId: beat.beatId,
      beatIndex: beat.index,
      beatName: beat.name,
      restoredBeatId: restored.beatId,
      restoredBeatIndex: restored.index,
      revertedBy: metadata.actorUserId,
      forgottenMemories: forgottenMemories(world, beat),
      kept: compensation.kept,
      revertedAt: metadata.now,
    },
  };
  return [reverted, ...compensation.events];
}
