import { createHash, type Hash } from 'node:crypto';
import {
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  type ExportedEvent,
  type ExportHeader,
  type ExportTrailer,
} from '@worldloom/contracts';
import { worldEventSchemaVersions } from '@worldloom/domain';
import type { RecordedEvent } from '#platform/event-store/event-store.port';

/*
 * The export file (NDJSON): a header line, one line per event of the world's stream in revision order,
 * and a closing line with the SHA-256 of the event lines (each with its "\n"), so an import can tell a
 * damaged or edited file.
 */

export const NDJSON_CONTENT_TYPE = 'application/x-ndjson';

const FILE_NAME_STEM_MAX = 60;

export function exportHeader(worldId: string, eventCount: number, exportedAt: string): ExportHeader {
  return {
    format: EXPORT_FORMAT,
    formatVersion: EXPORT_FORMAT_VERSION,
    worldId,
    eventCount,
    schemaVersions: { ...worldEventSchemaVersions },
    exportedAt,
  };
}

/** One line of the file. */
export function jsonLine(value: ExportHeader | ExportedEvent | ExportTrailer): string {
  return `${JSON.stringify(value)}\n`;
}

/** An event as stored: its data stays in the shape of the schema version its metadata names. */
export function eventLine(recorded: RecordedEvent): string {
  return jsonLine({
    revision: Number(recorded.revision),
    id: recorded.id,
    type: recorded.type,
    data: recorded.data as Record<string, unknown>,
    metadata: recorded.metadata,
  });
}

export function trailerLine(eventCount: number, sha256: string): string {
  return jsonLine({ end: EXPORT_FORMAT, eventCount, sha256 });
}

/** The running SHA-256 of the event lines, exactly as written. */
export class EventLinesChecksum {
  private readonly hash: Hash = createHash('sha256');

  add(line: string): void {
    this.hash.update(line, 'utf8');
  }

  hex(): string {
    return this.hash.digest('hex');
  }
}

/**
 * "<world-name>-<YYYY-MM-DD>.ndjson": the name's letters and digits in lower case, the rest turned into
 * single dashes, so it is a file name every system takes; "world" when no letter or digit is left.
 */
export function exportFileName(worldName: string, exportedAt: string): string {
  const words = worldName.normalize('NFC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-');
  const stem = Array.from(words).slice(0, FILE_NAME_STEM_MAX).join('').replace(/^-+|-+$/g, '');
  return `${stem || 'world'}-${exportedAt.slice(0, 10)}.ndjson`;
}
