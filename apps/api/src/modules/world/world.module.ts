import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { Projection } from '#platform/projections/projection';
import { ClaimLocationHandler } from './commands/claim-location/claim-location.handler';
import { CompleteArcHandler } from './commands/complete-arc/complete-arc.handler';
import { CreateCharacterController } from './commands/create-character/create-character.controller';
import { CreateCharacterHandler } from './commands/create-character/create-character.handler';
import { CreateFactionController } from './commands/create-faction/create-faction.controller';
import { CreateFactionHandler } from './commands/create-faction/create-faction.handler';
import { CreateLocationController } from './commands/create-location/create-location.controller';
import { CreateLocationHandler } from './commands/create-location/create-location.handler';
import { CreateNewArcController } from './commands/create-new-arc/create-new-arc.controller';
import { CreateNewArcHandler } from './commands/create-new-arc/create-new-arc.handler';
import { CreateWorldController } from './commands/create-world/create-world.controller';
import { CreateWorldHandler } from './commands/create-world/create-world.handler';
import { DeleteCharacterController } from './commands/delete-character/delete-character.controller';
import { DeleteCharacterHandler } from './commands/delete-character/delete-character.handler';
import { DeleteFactionController } from './commands/delete-faction/delete-faction.controller';
import { DeleteFactionHandler } from './commands/delete-faction/delete-faction.handler';
import { DeleteLocationController } from './commands/delete-location/delete-location.controller';
import { DeleteLocationHandler } from './commands/delete-location/delete-location.handler';
import { EnrichLocationHandler } from './commands/enrich-location/enrich-location.handler';
import { EvaluateFactionRelationsHandler } from './commands/evaluate-faction-relations/evaluate-faction-relations.handler';
import { GenerateFactionDoctrineHandler } from './commands/generate-faction-doctrine/generate-faction-doctrine.handler';
import { ProgressArcController } from './commands/progress-arc/progress-arc.controller';
import { ProgressArcHandler } from './commands/progress-arc/progress-arc.handler';
import { RecordWorldEventController } from './commands/record-world-event/record-world-event.controller';
import { RecordWorldEventHandler } from './commands/record-world-event/record-world-event.handler';
import { ReleaseLocationHandler } from './commands/release-location/release-location.handler';
import { SeedWorldController } from './commands/seed-world/seed-world.controller';
import { SeedWorldHandler } from './commands/seed-world/seed-world.handler';
import { SeedingWorker } from './commands/seed-world/seeding-worker';
import { SetFactionStanceHandler } from './commands/set-faction-stance/set-faction-stance.handler';
import { SetFactionStatusHandler } from './commands/set-faction-status/set-faction-status.handler';
import { UpdateCharacterController } from './commands/update-character/update-character.controller';
import { UpdateCharacterHandler } from './commands/update-character/update-character.handler';
import { UpdateFactionController } from './commands/update-faction/update-faction.controller';
import { UpdateFactionHandler } from './commands/update-faction/update-faction.handler';
import { UpdateLocationController } from './commands/update-location/update-location.controller';
import { UpdateLocationHandler } from './commands/update-location/update-location.handler';
import { seedingJobsProjection } from './projections/seeding-jobs/seeding-jobs.projection';
import { worldDetailsProjection } from './projections/world-details/world-details.projection';
import { worldsProjection } from './projections/world-list/worlds.projection';
import { GetArcHandler } from './queries/get-arc/get-arc.handler';
import { GetBeatChangesHandler } from './queries/get-beat-changes/get-beat-changes.handler';
import { GetBeatEventsController } from './queries/get-beat-events/get-beat-events.controller';
import { GetBeatEventsHandler } from './queries/get-beat-events/get-beat-events.handler';
import { GetCharacterController } from './queries/get-character/get-character.controller';
import { GetCharacterHandler } from './queries/get-character/get-character.handler';
import { GetCurrentBeatHandler } from './queries/get-current-beat/get-current-beat.handler';
import { GetFactionHistoryHandler } from './queries/get-faction-history/get-faction-history.handler';
import { GetFactionStancesHandler } from './queries/get-faction-stances/get-faction-stances.handler';
import { GetFactionController } from './queries/get-faction/get-faction.controller';
import { GetFactionHandler } from './queries/get-faction/get-faction.handler';
import { GetLocationHistoryHandler } from './queries/get-location-history/get-location-history.handler';
import { GetLocationController } from './queries/get-location/get-location.controller';
import { GetLocationHandler } from './queries/get-location/get-location.handler';
import { GetLocationsByRegionHandler } from './queries/get-locations-by-region/get-locations-by-region.handler';
import { GetWorldEventsHandler } from './queries/get-world-events/get-world-events.handler';
import { GetWorldStateController } from './queries/get-world-state/get-world-state.controller';
import { GetWorldStateHandler } from './queries/get-world-state/get-world-state.handler';
import { WorldStateCache } from './queries/get-world-state/world-state.cache';
import { WorldStateFastRoute } from './queries/get-world-state/world-state.fast-route';
import { GetWorldController } from './queries/get-world/get-world.controller';
import { GetWorldHandler } from './queries/get-world/get-world.handler';
import { ListCharactersByFactionHandler } from './queries/list-characters-by-faction/list-characters-by-faction.handler';
import { ListCharactersByLocationHandler } from './queries/list-characters-by-location/list-characters-by-location.handler';
import { ListCharactersController } from './queries/list-characters/list-characters.controller';
import { ListCharactersHandler } from './queries/list-characters/list-characters.handler';
import { ListFactionsController } from './queries/list-factions/list-factions.controller';
import { ListFactionsHandler } from './queries/list-factions/list-factions.handler';
import { ListLocationsController } from './queries/list-locations/list-locations.controller';
import { ListLocationsHandler } from './queries/list-locations/list-locations.handler';
import { ListWorldsController } from './queries/list-worlds/list-worlds.controller';
import { ListWorldsHandler } from './queries/list-worlds/list-worlds.handler';
import { SearchLocationsController } from './queries/search-locations/search-locations.controller';
import { SearchLocationsHandler } from './queries/search-locations/search-locations.handler';
import { WorldCommandExecutor } from './world-command.executor';
import { LiveModule } from '#platform/live/live.module';
import { WatchWorldHandler } from './queries/watch-world/watch-world.handler';
import { GENERATION_BUDGET } from '#story-generator';
import { AcceptBeatDraftController } from './commands/accept-beat-draft/accept-beat-draft.controller';
import { AcceptBeatDraftHandler } from './commands/accept-beat-draft/accept-beat-draft.handler';
import { DiscardBeatDraftController } from './commands/discard-beat-draft/discard-beat-draft.controller';
import { DiscardBeatDraftHandler } from './commands/discard-beat-draft/discard-beat-draft.handler';
import { EditBeatDraftController } from './commands/edit-beat-draft/edit-beat-draft.controller';
import { EditBeatDraftHandler } from './commands/edit-beat-draft/edit-beat-draft.handler';
import { RegenerateBeatDraftController } from './commands/regenerate-beat-draft/regenerate-beat-draft.controller';
import { RegenerateBeatDraftHandler } from './commands/regenerate-beat-draft/regenerate-beat-draft.handler';
import { RevertBeatController } from './commands/revert-beat/revert-beat.controller';
import { RevertBeatHandler } from './commands/revert-beat/revert-beat.handler';
import { SetReviewModeController } from './commands/set-review-mode/set-review-mode.controller';
import { SetReviewModeHandler } from './commands/set-review-mode/set-review-mode.handler';
import { SetWorldBudgetController } from './commands/set-world-budget/set-world-budget.controller';
import { SetWorldBudgetHandler } from './commands/set-world-budget/set-world-budget.handler';
import { WorldGenerationBudget } from './generation/world-generation-budget';
import { beatDraftsProjection } from './projections/beat-drafts/beat-drafts.projection';
import { usageProjection } from './projections/usage/usage.projection';
import { membersProjection } from './projections/members/members.projection';
import { ResolveWorldAccessHandler } from './queries/resolve-world-access/resolve-world-access.handler';
import { CreateInviteHandler } from './commands/create-invite/create-invite.handler';
import { JoinWorldHandler } from './commands/join-world/join-world.handler';
import { LeaveWorldHandler } from './commands/leave-world/leave-world.handler';
import { RemoveMemberHandler } from './commands/remove-member/remove-member.handler';
import { RevokeInviteHandler } from './commands/revoke-invite/revoke-invite.handler';
import { SetAutoAdvanceHandler } from './commands/set-auto-advance/set-auto-advance.handler';
import { SetMemberRoleHandler } from './commands/set-member-role/set-member-role.handler';
import { ListInvitesHandler } from './queries/list-invites/list-invites.handler';
import { ListMembersHandler } from './queries/list-members/list-members.handler';
import { PreviewInviteHandler } from './queries/preview-invite/preview-invite.handler';
import { PreviewInviteController } from './queries/preview-invite/preview-invite.controller';
import { GetAutoAdvanceHandler } from './queries/get-auto-advance/get-auto-advance.handler';
import { ListMembersController } from './queries/list-members/list-members.controller';
import { CreateInviteController } from './commands/create-invite/create-invite.controller';
import { RevokeInviteController } from './commands/revoke-invite/revoke-invite.controller';
import { JoinWorldController } from './commands/join-world/join-world.controller';
import { SetMemberRoleController } from './commands/set-member-role/set-member-role.controller';
import { RemoveMemberController } from './commands/remove-member/remove-member.controller';
import { GetReviewController } from './queries/get-review/get-review.controller';
import { GetReviewHandler } from './queries/get-review/get-review.handler';
import { GetUsageRecordsHandler } from './queries/get-usage-records/get-usage-records.handler';
import { GetUsageSummaryHandler } from './queries/get-usage-summary/get-usage-summary.handler';
import { GetWorldUsageController } from './queries/get-world-usage/get-world-usage.controller';
import { GetWorldUsageHandler } from './queries/get-world-usage/get-world-usage.handler';

/** The read models of the world stream (review drafts and AI usage among them), and the one (seeding-jobs) that feeds the seeding process manager. */
export const worldProjections: readonly Projection[] = [
  worldsProjection,
  worldDetailsProjection,
  seedingJobsProjection,
  beatDraftsProjection,
  usageProjection,
  membersProjection,
];

/** Answered before express when they can be (platform/http/fast-lane.ts); the composition root installs them. */
export const worldFastRoutes = [WorldStateFastRoute];

/** The public REST routes of the world stream (SPEC.md §7), in the order express matches them. */
const controllers = [
  CreateWorldController,
  ListWorldsController,
  GetWorldController,
  GetWorldStateController,
  SeedWorldController,
  CreateNewArcController,
  RecordWorldEventController,
  ProgressArcController,
  GetBeatEventsController,
  CreateCharacterController,
  ListCharactersController,
  GetCharacterController,
  UpdateCharacterController,
  DeleteCharacterController,
  CreateLocationController,
  ListLocationsController,
  SearchLocationsController,
  GetLocationController,
  UpdateLocationController,
  DeleteLocationController,
  CreateFactionController,
  ListFactionsController,
  GetFactionController,
  UpdateFactionController,
  DeleteFactionController,
  SetReviewModeController,
  GetReviewController,
  EditBeatDraftController,
  AcceptBeatDraftController,
  RegenerateBeatDraftController,
  DiscardBeatDraftController,
  RevertBeatController,
  SetWorldBudgetController,
  GetWorldUsageController,
  ListMembersController,
  CreateInviteController,
  RevokeInviteController,
  JoinWorldController,
  PreviewInviteController,
  SetMemberRoleController,
  RemoveMemberController,
];

const commandHandlers = [
  CreateWorldHandler,
  CreateInviteHandler,
  RevokeInviteHandler,
  JoinWorldHandler,
  SetMemberRoleHandler,
  RemoveMemberHandler,
  LeaveWorldHandler,
  SetAutoAdvanceHandler,
  SeedWorldHandler,
  CreateNewArcHandler,
  ProgressArcHandler,
  RecordWorldEventHandler,
  CreateLocationHandler,
  UpdateLocationHandler,
  DeleteLocationHandler,
  CreateCharacterHandler,
  UpdateCharacterHandler,
  DeleteCharacterHandler,
  CreateFactionHandler,
  UpdateFactionHandler,
  DeleteFactionHandler,
  SetFactionStanceHandler,
  ClaimLocationHandler,
  ReleaseLocationHandler,
  SetFactionStatusHandler,
  GenerateFactionDoctrineHandler,
  EvaluateFactionRelationsHandler,
  EnrichLocationHandler,
  CompleteArcHandler,
  SetReviewModeHandler,
  EditBeatDraftHandler,
  AcceptBeatDraftHandler,
  RegenerateBeatDraftHandler,
  DiscardBeatDraftHandler,
  RevertBeatHandler,
  SetWorldBudgetHandler,
];

const queryHandlers = [
  ListWorldsHandler,
  GetWorldHandler,
  GetWorldStateHandler,
  GetArcHandler,
  GetReviewHandler,
  GetUsageRecordsHandler,
  GetUsageSummaryHandler,
  GetWorldUsageHandler,
  GetBeatEventsHandler,
  GetBeatChangesHandler,
  ListLocationsHandler,
  GetLocationHandler,
  SearchLocationsHandler,
  ListCharactersHandler,
  GetCharacterHandler,
  ListFactionsHandler,
  GetFactionHandler,
  GetFactionStancesHandler,
  GetFactionHistoryHandler,
  ListCharactersByFactionHandler,
  ListCharactersByLocationHandler,
  GetLocationsByRegionHandler,
  GetLocationHistoryHandler,
  GetCurrentBeatHandler,
  GetWorldEventsHandler,
  WatchWorldHandler,
  ResolveWorldAccessHandler,
  ListMembersHandler,
  ListInvitesHandler,
  PreviewInviteHandler,
  GetAutoAdvanceHandler,
];

/**
 * Everything that happens in a world: one stream, `world-<uuid>`, decided by the domain's world decider.
 * Each use case sits in a folder named after it with its command or query, handler and entry points (tRPC
 * procedure, REST route); the read models in projections/. Needs the global platform modules (config,
 * database, event store, projections), the story generator and CqrsModule.forRoot().
 */
@Module({
  imports: [CqrsModule, LiveModule],
  controllers,
  providers: [
    WorldCommandExecutor,
    WorldStateCache,
    WorldStateFastRoute,
    SeedingWorker,
    WorldGenerationBudget,
    // The story generator asks it before every call (looked up at run time: that module cannot import this one).
    { provide: GENERATION_BUDGET, useExisting: WorldGenerationBudget },
    ...commandHandlers,
    ...queryHandlers,
  ],
  exports: [WorldStateFastRoute],
})
export class WorldModule {}
