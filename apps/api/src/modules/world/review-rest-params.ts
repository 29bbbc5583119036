import { DraftParams, WorldArcParams, WorldUsageQuery } from '@worldloom/contracts';
import { withExamples } from '#platform/openapi/examples';
import { reviewExamples } from './review-rest-examples';
import { restExamples } from './rest-examples';

/** Path and query parameters of the review, revert and usage routes, with the examples the document shows. */
export const draftPath = withExamples(DraftParams, { worldId: restExamples.ids.world, draftId: reviewExamples.draftId });
export const worldArcPath = withExamples(WorldArcParams, { worldId: restExamples.ids.world, arcId: restExamples.ids.arc });
export const worldUsageQuery = withExamples(WorldUsageQuery, { startDate: '2025-11-01', endDate: '2025-11-30' });
