import { WorldIdInput } from '@worldloom/contracts';
import { withExamples } from '#platform/openapi/examples';
import { sampleWorld } from '#world';

/** The world a route of the audit reads, with the example the document shows. */
export const worldPath = withExamples(WorldIdInput, { worldId: sampleWorld.ids.world });
