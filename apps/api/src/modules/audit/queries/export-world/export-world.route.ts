import { z } from 'zod';
import { restRoute } from '#platform/rest/rest-route';
import { NDJSON_CONTENT_TYPE } from '../../export/world-export.format';
import { restExamples as examples } from '../../rest-examples';
import { worldPath } from '../../rest-params';

export const exportWorldRoute = restRoute({
  method: 'get',
  path: '/api/worlds/{worldId}/export',
  operationId: 'exportWorld',
  tag: 'Audit',
  summary: "Download a world's whole history as NDJSON",
  description:
    'A header line (format, world id, event count, schema versions, export time), one line per event in revision ' +
    'order as stored, and a closing line with the SHA-256 (hex) of the event lines, each with its newline. Streamed.',
  params: { path: worldPath },
  success: {
    status: 200,
    description: 'The export file',
    schema: z.string(),
    example: examples.exportFile,
    mediaType: NDJSON_CONTENT_TYPE,
  },
  errors: ['BadRequest', 'NotFound'],
});
