import {
  AcceptDraftResponse,
  BeatDraft,
  DiscardDraftResponse,
  EditDraftBody,
  ReviewModeBody,
  RevertBeatResult,
  WorldBudget,
  WorldBudgetBody,
  WorldReview,
  WorldUsage,
} from '@worldloom/contracts';
import { example } from '#platform/openapi/examples';
import { restExamples } from './rest-examples';

/** Examples of the review, revert, usage and budget routes (author in the loop), checked against their schemas like the others. */

const { ids } = restExamples;
const openingBeat = restExamples.worldState.currentBeats[0]!;
const nextBeat = restExamples.progressed.beat!;
const draftId = '9c8b7a6f-5e4d-4c3b-8a2f-1e0d9c8b7a6f';
const at = '2025-11-20T09:42:10.000Z';

/** Every list of a draft's consequences, as an answer carries them: most of them empty here. */
const unchanged = {
  newcomers: { locations: [], characters: [] },
  locationStatusChanges: [],
  factionStatusChanges: [],
  characterStatusChanges: [],
  memories: [],
  moves: [],
  locationHistory: [],
  factionHistory: [],
  stanceChanges: [],
  territoryChanges: [],
  doctrines: [],
  motivationChanges: [],
  allegianceChanges: [],
  characterAmendments: [],
  locationAmendments: [],
  relationshipChanges: [],
  leaderChanges: [],
};

const proposed = {
  beat_name: 'Theme Stated',
  description: 'Ada Thorne finds the sealed letter and Emberfall begins to decline.',
  world_directives: ['Emberfall is declining'],
  emergent_storylines: ['Who wrote the letter?'],
  consequences: {
    ...unchanged,
    locationStatusChanges: [{ locationId: ids.location, status: 'declining' as const, reason: 'The kilns go cold' }],
    memories: [{ characterId: ids.character, eventDescription: 'Found the sealed letter', emotionalImpact: 'dread', importance: 0.7 }],
  },
};

const draft = {
  kind: 'draft' as const,
  id: draftId,
  world_id: ids.world,
  arc_id: ids.arc,
  beat_id: ids.nextBeat,
  beat_index: 1,
  beat_type: 'generated' as const,
  ...proposed,
  replaces_draft_id: null,
  generator: { provider: 'openai', model: 'gpt-4o-mini', prompt_hash: 'c0ffee'.padEnd(64, '0') },
  edited_at: null,
  created_at: at,
};

const totals = { calls: 3, input_tokens: 24_180, output_tokens: 3_920, total_tokens: 28_100, cost_usd: 0.005979 };
const budget = { monthly_budget_usd: 5, source: 'world' as const, world_budget_usd: 5, spent_this_month_usd: 0.005979, remaining_usd: 4.994021 };

export const reviewExamples = {
  draftId,
  draft: example(BeatDraft, draft),
  review: example(WorldReview, { world_id: ids.world, review_mode: true, draft }),
  reviewMode: example(ReviewModeBody, { enabled: true }),
  editDraft: example(EditDraftBody, { beat: { ...proposed, description: 'Ada Thorne finds the sealed letter at dawn.', consequences: { memories: proposed.consequences.memories } } }),
  accepted: example(AcceptDraftResponse, { beat: nextBeat }),
  discarded: example(DiscardDraftResponse, { draft_id: draftId, discarded: true }),
  reverted: example(RevertBeatResult, {
    reverted_beat: { id: nextBeat.id, beat_index: 1, beat_name: 'Theme Stated' },
    current_beat: openingBeat,
    kept: [{ entity_id: ids.location, field: 'status', message: 'Emberfall stays ruined: its status changed after the beat' }],
  }),
  budgetBody: example(WorldBudgetBody, { monthly_budget_usd: 5 }),
  budget: example(WorldBudget, budget),
  usage: example(WorldUsage, {
    world_id: ids.world,
    from: '2025-11-01T00:00:00.000Z',
    to: null,
    totals,
    by_model: [{ provider: 'openai', model: 'gpt-4o-mini', ...totals }],
    records: [
      {
        id: 'aa11bb22-cc33-4d44-8e55-ff6677889900',
        world_id: ids.world,
        world_name: 'The Enchanted Kingdom',
        task: 'generate_beat',
        provider: 'openai',
        model: 'gpt-4o-mini',
        input_tokens: 11_860,
        output_tokens: 1_410,
        total_tokens: 13_270,
        latency_ms: 6_420,
        cost_usd: 0.002625,
        created_at: at,
      },
    ],
    budget,
  }),
};
