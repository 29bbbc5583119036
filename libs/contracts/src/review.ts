import { z } from 'zod';
import { Timestamp, Uuid } from './common';
import {
  Beat,
  BeatIndex,
  BeatType,
  CharacterStatus,
  CharacterType,
  ClaimMethod,
  FactionStance,
  FactionStatus,
  LocationStatus,
  LocationType,
  RelationshipKind,
  StoryRole,
} from './entities';
import { MAX_NEWCOMERS_PER_BEAT } from './vocabulary';

/*
 * Author in the loop: review mode, drafted beats, reverts. A draft's consequences travel in the shape the
 * domain takes them (ProgressArc's, and the BeatDrafted event's): camelCase, every reference an id. An edit
 * sends the whole proposal back; the domain judges it as it would the beat.
 */

const Text = z.string().max(4000);
const Reason = z.string().trim().min(1).max(1000);
const Texts = z.array(z.string().max(400)).max(40);
const Coordinate = z.number().min(0).max(1).nullable();
const list = <Item extends z.ZodType>(item: Item) => z.array(item).max(60).default([]);

const ProposedMemory = z.object({
  eventDescription: z.string().trim().min(1).max(1000),
  emotionalImpact: z.string().trim().min(1).max(200),
  importance: z.number().min(0).max(1),
});

const ProposedNewcomers = z
  .object({
    locations: list(
      z.object({
        locationId: Uuid,
        name: z.string().trim().min(1).max(100),
        type: LocationType,
        status: LocationStatus.optional(),
        description: Text.optional(),
        tags: Texts.optional(),
        parentLocationId: Uuid.nullable().optional(),
        relativeX: Coordinate.optional(),
        relativeY: Coordinate.optional(),
      }),
    ),
    characters: list(
      z.object({
        characterId: Uuid,
        name: z.string().trim().min(1).max(100),
        type: CharacterType,
        storyRole: StoryRole,
        status: CharacterStatus.optional(),
        description: Text.optional(),
        background: Text.optional(),
        personalityTraits: Texts.optional(),
        motivations: Texts.optional(),
        locationId: Uuid.nullable().optional(),
        factionId: Uuid.nullable().optional(),
        memories: z.array(ProposedMemory).max(20).optional(),
      }),
    ),
  })
  .refine((newcomers) => newcomers.locations.length + newcomers.characters.length <= MAX_NEWCOMERS_PER_BEAT, {
    message: `A beat brings in at most ${MAX_NEWCOMERS_PER_BEAT} newcomers`,
  });

/** What a drafted beat would change, list by list (the domain's BeatConsequencesInput). */
export const ProposedConsequences = z.object({
  newcomers: ProposedNewcomers.default({ locations: [], characters: [] }),
  locationStatusChanges: list(z.object({ locationId: Uuid, status: LocationStatus, reason: Reason.optional() })),
  factionStatusChanges: list(z.object({ factionId: Uuid, status: FactionStatus, reason: Reason.optional() })),
  characterStatusChanges: list(z.object({ characterId: Uuid, status: CharacterStatus, reason: Reason.optional() })),
  memories: list(ProposedMemory.extend({ characterId: Uuid })),
  moves: list(z.object({ characterId: Uuid, toLocationId: Uuid })),
  locationHistory: list(z.object({ locationId: Uuid, event: Reason })),
  factionHistory: list(z.object({ factionId: Uuid, event: Reason })),
  stanceChanges: list(z.object({ sourceFactionId: Uuid, targetFactionId: Uuid, stance: FactionStance, reason: Reason })),
  territoryChanges: list(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('claim'), factionId: Uuid, locationId: Uuid, method: ClaimMethod, reason: Reason }),
      z.object({ kind: z.literal('release'), factionId: Uuid, locationId: Uuid, reason: Reason }),
    ]),
  ),
  doctrines: list(z.object({ factionId: Uuid, ideology: z.string().trim().min(1).max(1000), tags: Texts, reason: Reason.nullable().optional() })),
  motivationChanges: list(z.object({ characterId: Uuid, add: Texts.optional(), drop: Texts.optional(), reason: Reason })),
  allegianceChanges: list(z.object({ characterId: Uuid, toFactionId: Uuid.nullable(), reason: Reason })),
  characterAmendments: list(z.object({ characterId: Uuid, description: Text.optional(), background: Text.optional(), reason: Reason })),
  locationAmendments: list(z.object({ locationId: Uuid, description: z.string().trim().min(1).max(4000), reason: Reason })),
  relationshipChanges: list(z.object({ characterId: Uuid, otherCharacterId: Uuid, kind: RelationshipKind.nullable(), note: z.string().max(1000) })),
  leaderChanges: list(z.object({ factionId: Uuid, leaderId: Uuid.nullable(), reason: Reason })),
});
export type ProposedConsequences = z.output<typeof ProposedConsequences>;

/** The beat of a draft as the author may rewrite it: its text and what it changes. */
export const ProposedBeat = z.object({
  beat_name: z.string().trim().min(1).max(100),
  description: z.string().trim().min(1).max(8000),
  world_directives: Texts,
  emergent_storylines: Texts,
  consequences: ProposedConsequences,
});
export type ProposedBeat = z.output<typeof ProposedBeat>;
export type ProposedBeatInput = z.input<typeof ProposedBeat>;

/** A drafted beat waiting for its author (review mode). `kind: 'draft'` tells it from a beat that happened. */
export const BeatDraft = ProposedBeat.extend({
  kind: z.literal('draft'),
  id: Uuid.describe('The draft’s id'),
  world_id: Uuid,
  arc_id: Uuid,
  beat_id: Uuid.describe('The id the beat will have once accepted'),
  beat_index: BeatIndex,
  beat_type: BeatType,
  replaces_draft_id: Uuid.nullable().describe('The draft the author had regenerated into this one'),
  generator: z.object({ provider: z.string(), model: z.string(), prompt_hash: z.string() }).nullable(),
  edited_at: Timestamp.nullable(),
  created_at: Timestamp,
});
export type BeatDraft = z.infer<typeof BeatDraft>;

/** world.getReview: the world's review mode and budget, and the draft that waits (if any). */
export const WorldReview = z.object({
  world_id: Uuid,
  review_mode: z.boolean(),
  draft: BeatDraft.nullable(),
});
export type WorldReview = z.infer<typeof WorldReview>;

export const SetReviewModeInput = z.object({ worldId: Uuid, enabled: z.boolean() });
export type SetReviewModeInput = z.infer<typeof SetReviewModeInput>;
/** PUT /api/worlds/{worldId}/review-mode */
export const ReviewModeBody = SetReviewModeInput.pick({ enabled: true });
export type ReviewModeBody = z.infer<typeof ReviewModeBody>;

export const DraftInput = z.object({ worldId: Uuid, draftId: Uuid });
export type DraftInput = z.infer<typeof DraftInput>;
export const DraftParams = DraftInput;

export const EditDraftInput = DraftInput.extend({ beat: ProposedBeat });
export type EditDraftInput = z.input<typeof EditDraftInput>;
/** PUT /api/worlds/{worldId}/drafts/{draftId} */
export const EditDraftBody = EditDraftInput.pick({ beat: true });
export type EditDraftBody = z.input<typeof EditDraftBody>;

/** POST …/drafts/{draftId}/accept: the beat that now happened. */
export const AcceptDraftResponse = z.object({ beat: Beat });
export type AcceptDraftResponse = z.infer<typeof AcceptDraftResponse>;

export const DiscardDraftResponse = z.object({ draft_id: Uuid, discarded: z.literal(true) });
export type DiscardDraftResponse = z.infer<typeof DiscardDraftResponse>;

export const RevertBeatInput = z.object({ worldId: Uuid, arcId: Uuid });
export type RevertBeatInput = z.infer<typeof RevertBeatInput>;
export const WorldArcParams = RevertBeatInput;

/** A change of the reverted beat that a later edit overrode: the edit won. */
export const KeptChange = z.object({ entity_id: Uuid, field: z.string(), message: z.string() });
export type KeptChange = z.infer<typeof KeptChange>;

export const RevertBeatResult = z.object({
  reverted_beat: z.object({ id: Uuid, beat_index: BeatIndex, beat_name: z.string() }),
  current_beat: Beat.describe('The beat before it, current again'),
  kept: z.array(KeptChange).describe('Where a later edit touched the same field: the edit wins'),
});
export type RevertBeatResult = z.infer<typeof RevertBeatResult>;
