// The tRPC namespaces of the world stream (SPEC.md §7). No decorators here: the web app's type-check reaches this file.
import { router } from '#platform/trpc/trpc';
import { claimLocationProcedure } from './commands/claim-location/claim-location.procedure';
import { completeArcProcedure } from './commands/complete-arc/complete-arc.procedure';
import { createCharacterProcedure } from './commands/create-character/create-character.procedure';
import { createFactionProcedure } from './commands/create-faction/create-faction.procedure';
import { createLocationProcedure } from './commands/create-location/create-location.procedure';
import { createNewArcProcedure } from './commands/create-new-arc/create-new-arc.procedure';
import { createWorldProcedure } from './commands/create-world/create-world.procedure';
import { deleteCharacterProcedure } from './commands/delete-character/delete-character.procedure';
import { deleteFactionProcedure } from './commands/delete-faction/delete-faction.procedure';
import { deleteLocationProcedure } from './commands/delete-location/delete-location.procedure';
import { enrichLocationProcedure } from './commands/enrich-location/enrich-location.procedure';
import { evaluateFactionRelationsProcedure } from './commands/evaluate-faction-relations/evaluate-faction-relations.procedure';
import { generateFactionDoctrineProcedure } from './commands/generate-faction-doctrine/generate-faction-doctrine.procedure';
import { progressArcProcedure } from './commands/progress-arc/progress-arc.procedure';
import { recordWorldEventProcedure } from './commands/record-world-event/record-world-event.procedure';
import { releaseLocationProcedure } from './commands/release-location/release-location.procedure';
import { seedWorldProcedure } from './commands/seed-world/seed-world.procedure';
import { setFactionStanceProcedure } from './commands/set-faction-stance/set-faction-stance.procedure';
import { setFactionStatusProcedure } from './commands/set-faction-status/set-faction-status.procedure';
import { updateCharacterProcedure } from './commands/update-character/update-character.procedure';
import { updateFactionProcedure } from './commands/update-faction/update-faction.procedure';
import { updateLocationProcedure } from './commands/update-location/update-location.procedure';
import { getBeatChangesProcedure } from './queries/get-beat-changes/get-beat-changes.procedure';
import { getBeatEventsProcedure } from './queries/get-beat-events/get-beat-events.procedure';
import { getCharacterProcedure } from './queries/get-character/get-character.procedure';
import { getCurrentBeatProcedure } from './queries/get-current-beat/get-current-beat.procedure';
import { getFactionHistoryProcedure } from './queries/get-faction-history/get-faction-history.procedure';
import { getFactionStancesProcedure } from './queries/get-faction-stances/get-faction-stances.procedure';
import { getFactionProcedure } from './queries/get-faction/get-faction.procedure';
import { getLocationHistoryProcedure } from './queries/get-location-history/get-location-history.procedure';
import { getLocationProcedure } from './queries/get-location/get-location.procedure';
import { getLocationsByRegionProcedure } from './queries/get-locations-by-region/get-locations-by-region.procedure';
import { getWorldEventsProcedure } from './queries/get-world-events/get-world-events.procedure';
import { getWorldStateProcedure } from './queries/get-world-state/get-world-state.procedure';
import { getWorldProcedure } from './queries/get-world/get-world.procedure';
import { listCharactersByFactionProcedure } from './queries/list-characters-by-faction/list-characters-by-faction.procedure';
import { listCharactersByLocationProcedure } from './queries/list-characters-by-location/list-characters-by-location.procedure';
import { listCharactersProcedure } from './queries/list-characters/list-characters.procedure';
import { listFactionsProcedure } from './queries/list-factions/list-factions.procedure';
import { listLocationsProcedure } from './queries/list-locations/list-locations.procedure';
import { listWorldsProcedure } from './queries/list-worlds/list-worlds.procedure';
import { searchLocationsProcedure } from './queries/search-locations/search-locations.procedure';
import { acceptDraftProcedure } from './commands/accept-beat-draft/accept-beat-draft.procedure';
import { discardDraftProcedure } from './commands/discard-beat-draft/discard-beat-draft.procedure';
import { editDraftProcedure } from './commands/edit-beat-draft/edit-beat-draft.procedure';
import { regenerateDraftProcedure } from './commands/regenerate-beat-draft/regenerate-beat-draft.procedure';
import { revertBeatProcedure } from './commands/revert-beat/revert-beat.procedure';
import { setReviewModeProcedure } from './commands/set-review-mode/set-review-mode.procedure';
import { setBudgetProcedure } from './commands/set-world-budget/set-world-budget.procedure';
import { getCurrentMonthUsageProcedure } from './queries/get-current-month-usage/get-current-month-usage.procedure';
import { getReviewProcedure } from './queries/get-review/get-review.procedure';
import { getUsageRecordsProcedure } from './queries/get-usage-records/get-usage-records.procedure';
import { getUsageSummaryProcedure } from './queries/get-usage-summary/get-usage-summary.procedure';
import { getWorldUsageProcedure } from './queries/get-world-usage/get-world-usage.procedure';
import { worldLiveProcedure } from './queries/watch-world/watch-world.procedure';
import { createInviteProcedure } from './commands/create-invite/create-invite.procedure';
import { joinWorldProcedure } from './commands/join-world/join-world.procedure';
import { leaveWorldProcedure } from './commands/leave-world/leave-world.procedure';
import { removeMemberProcedure } from './commands/remove-member/remove-member.procedure';
import { revokeInviteProcedure } from './commands/revoke-invite/revoke-invite.procedure';
import { setAutoAdvanceProcedure } from './commands/set-auto-advance/set-auto-advance.procedure';
import { setMemberRoleProcedure } from './commands/set-member-role/set-member-role.procedure';
import { listInvitesProcedure } from './queries/list-invites/list-invites.procedure';
import { listMembersProcedure } from './queries/list-members/list-members.procedure';
import { previewInviteProcedure } from './queries/preview-invite/preview-invite.procedure';
import { getAutoAdvanceProcedure } from './queries/get-auto-advance/get-auto-advance.procedure';

/** `world.*`, `members.*`, `location.*`, `character.*`, `faction.*` and `usage.*`, merged into the app router as they are. */
export const worldRouters = {
  world: router({
    list: listWorldsProcedure,
    create: createWorldProcedure,
    getWorldState: getWorldStateProcedure,
    seedWorld: seedWorldProcedure,
    createNewArc: createNewArcProcedure,
    progressArc: progressArcProcedure,
    getBeatEvents: getBeatEventsProcedure,
    getBeatChanges: getBeatChangesProcedure,
    recordWorldEvent: recordWorldEventProcedure,
    get: getWorldProcedure,
    getCurrentBeat: getCurrentBeatProcedure,
    getEvents: getWorldEventsProcedure,
    completeArc: completeArcProcedure,
    setReviewMode: setReviewModeProcedure,
    getReview: getReviewProcedure,
    editDraft: editDraftProcedure,
    acceptDraft: acceptDraftProcedure,
    regenerateDraft: regenerateDraftProcedure,
    discardDraft: discardDraftProcedure,
    revertBeat: revertBeatProcedure,
    setBudget: setBudgetProcedure,
    live: worldLiveProcedure,
    setAutoAdvance: setAutoAdvanceProcedure,
    getAutoAdvance: getAutoAdvanceProcedure,
  }),
  members: router({
    list: listMembersProcedure,
    invite: createInviteProcedure,
    invites: listInvitesProcedure,
    revokeInvite: revokeInviteProcedure,
    join: joinWorldProcedure,
    previewInvite: previewInviteProcedure,
    setRole: setMemberRoleProcedure,
    remove: removeMemberProcedure,
    leave: leaveWorldProcedure,
  }),
  usage: router({
    getRecords: getUsageRecordsProcedure,
    getSummary: getUsageSummaryProcedure,
    getCurrentMonth: getCurrentMonthUsageProcedure,
    getWorldUsage: getWorldUsageProcedure,
  }),
  location: router({
    list: listLocationsProcedure,
    get: getLocationProcedure,
    create: createLocationProcedure,
    update: updateLocationProcedure,
    delete: deleteLocationProcedure,
    getByRegion: getLocationsByRegionProcedure,
    getHistory: getLocationHistoryProcedure,
    search: searchLocationsProcedure,
    enrichWithAI: enrichLocationProcedure,
  }),
  character: router({
    list: listCharactersProcedure,
    get: getCharacterProcedure,
    create: createCharacterProcedure,
    update: updateCharacterProcedure,
    delete: deleteCharacterProcedure,
    listByFaction: listCharactersByFactionProcedure,
    listByLocation: listCharactersByLocationProcedure,
  }),
  faction: router({
    list: listFactionsProcedure,
    get: getFactionProcedure,
    create: createFactionProcedure,
    update: updateFactionProcedure,
    delete: deleteFactionProcedure,
    setStance: setFactionStanceProcedure,
    getStances: getFactionStancesProcedure,
    claimLocation: claimLocationProcedure,
    releaseLocation: releaseLocationProcedure,
    setStatus: setFactionStatusProcedure,
    getHistory: getFactionHistoryProcedure,
    generateDoctrine: generateFactionDoctrineProcedure,
    evaluateRelations: evaluateFactionRelationsProcedure,
  }),
};
