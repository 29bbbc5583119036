import { DomainError } from '@worldloom/domain';
import type { z } from 'zod';

/** Business failures of the audit: every one a 400 or a 404 with a message that says what to change. */
export const auditErrors = {
  revisionOutOfRange: (revision: number, last: number) =>
    DomainError.invalid(
      'AUDIT.REVISION_OUT_OF_RANGE',
      `Revision ${revision} does not exist: the world's stream runs from revision 0 to ${last}`,
    ),
  beatNotFound: (arcId: string, beatIndex: number) =>
    DomainError.notFound('AUDIT.BEAT_NOT_FOUND', `Beat ${beatIndex} of arc ${arcId} was never generated in this world`),
  beforeWorld: (at: string, createdAt: string) =>
    DomainError.invalid('AUDIT.BEFORE_WORLD', `The world did not exist yet at ${at}: its first event happened at ${createdAt}`),
  badCursor: () => DomainError.invalid('AUDIT.BAD_CURSOR', 'The cursor is not one this history gave'),
};

/** Why an import file was refused: nothing of it was written. */
export const importErrors = {
  malformed: (line: number, reason: string) => DomainError.invalid('IMPORT.MALFORMED', `Line ${line}: ${reason}`),
  checksum: (expected: string, actual: string) =>
    DomainError.invalid(
      'IMPORT.CHECKSUM_MISMATCH',
      `The checksum does not hold: the closing line says ${expected}, the event lines hash to ${actual}. The file was changed or cut.`,
    ),
  unknownSchema: (where: string, type: string, version: number, known: number | null) =>
    DomainError.invalid(
      'IMPORT.UNKNOWN_SCHEMA',
      known === null
        ? `${where}: unknown event type ${type}`
        : `${where}: ${type} schema version ${version} cannot be read here (this server knows up to v${known})`,
    ),
  invalidEvent: (line: number, type: string, issues: readonly z.core.$ZodIssue[]) =>
    DomainError.invalid(
      'IMPORT.INVALID_EVENT',
      `Line ${line} (${type}): ${issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join('.') || '(event)'}: ${issue.message}`)
        .join('; ')}`,
    ),
  tooLarge: (limit: number) => DomainError.invalid('IMPORT.TOO_LARGE', `The file is larger than ${limit} bytes`),
};
