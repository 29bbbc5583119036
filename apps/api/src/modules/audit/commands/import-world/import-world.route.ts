import { CopiedWorldResult, ImportWorldQuery } from '@worldloom/contracts';
import { z } from 'zod';
import { COMMAND_ERRORS, restRoute } from '#platform/rest/rest-route';
import { NDJSON_CONTENT_TYPE } from '../../export/world-export.format';
import { restExamples as examples } from '../../rest-examples';

/** The body is documented, not parsed here: the handler reads the NDJSON line by line as it arrives. */
export const importWorldRoute = restRoute({
  method: 'post',
  path: '/api/worlds/import',
  operationId: 'importWorld',
  tag: 'Audit',
  summary: 'Make a new world from an export file',
  description:
    'The body is an export (NDJSON, Content-Type application/x-ndjson, at most 64 MB). It is checked whole first: its ' +
    'checksum, every schema version (older ones are upcast), every event; a file that does not hold is a 400 naming ' +
    'the line, and nothing is written. The new world gets new ids; its first event names the source world and checksum.',
  params: { query: ImportWorldQuery },
  body: { schema: z.string(), example: examples.exportFile, mediaType: NDJSON_CONTENT_TYPE },
  success: { status: 201, description: 'The new world', schema: CopiedWorldResult, example: examples.imported },
  errors: COMMAND_ERRORS,
});
