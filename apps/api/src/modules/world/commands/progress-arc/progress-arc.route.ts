import { ArcIdParams, ProgressArcBody, ProgressArcResponse } from '@worldloom/contracts';
import { withExamples } from '#platform/openapi/examples';
import { GENERATION_ERRORS, restRoute } from '#platform/rest/rest-route';
import { restExamples as examples } from '../../rest-examples';

export const progressArcRoute = restRoute({
  method: 'post',
  path: '/api/worlds/arcs/{arcId}/progress',
  operationId: 'progressArc',
  tag: 'Story',
  summary: 'Progress an arc by one beat',
  description:
    'Records recentEvents (in order, against the current beat) and generates the next beat in one step, so the beat ' +
    'takes them in. After beat 14 the next call completes the arc: `beat` is null and `complete` true, as is every call ' +
    'on a complete arc (its recentEvents are still recorded). All or nothing: after any failure nothing is recorded. ' +
    'In review mode the beat is drafted instead (`draft`; accept, edit, regenerate or discard it under /drafts), and while ' +
    'a draft waits progressing is 409. When the world\'s monthly budget is spent the answer is 402 BUDGET_EXCEEDED and ' +
    'the model is not asked.',
  params: { path: withExamples(ArcIdParams, { arcId: examples.ids.arc }) },
  body: { schema: ProgressArcBody, example: examples.progressArc },
  success: { status: 200, description: 'The new current beat, or completion', schema: ProgressArcResponse, example: examples.progressed },
  errors: GENERATION_ERRORS,
});
