import { EntityIdInput, WorldEntitiesQuery, WorldIdInput } from '@worldloom/contracts';
import { withExamples } from '#platform/openapi/examples';
import { restExamples as examples } from './rest-examples';

/** Path and query parameters several world routes share, with the examples the document shows. */
export const worldPath = withExamples(WorldIdInput, { worldId: examples.ids.world });
export const entityPath = withExamples(EntityIdInput, { id: examples.ids.character });
export const worldEntitiesQuery = withExamples(WorldEntitiesQuery, { worldId: examples.ids.world, limit: 20 });
