import { EventMetadata, ExportedEvent, ExportHeader, ExportTrailer } from '@worldloom/contracts';
import {
  canReadSchemaVersion,
  isWorldEventType,
  upcastWorldEvent,
  type WorldDomainEvent,
  worldEventSchemaVersions,
} from '@worldloom/domain';
import { z } from 'zod';
import { importErrors } from '../audit-errors';
import { EventLinesChecksum } from '../export/world-export.format';
import { eventPayloadSchemas } from './event-payload.schemas';

const ImportedMetadata = EventMetadata.extend({ userId: z.string().optional() });
type ImportedMetadata = z.infer<typeof ImportedMetadata>;

/** One event of an export file, read in today's shape and checked. */
export interface ImportedEvent {
  readonly id: string;
  readonly event: WorldDomainEvent;
  readonly metadata: ImportedMetadata;
}

export interface ParsedExport {
  readonly header: ExportHeader;
  /** Index = revision. */
  readonly events: readonly ImportedEvent[];
  readonly sha256: string;
}

interface EventLine {
  readonly line: number;
  readonly value: ExportedEvent;
}

function parseJson(text: string, line: number): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw importErrors.malformed(line, 'not a JSON line');
  }
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]!;
  return `${issue.path.join('.') || '(line)'}: ${issue.message}`;
}

/** The file's lines split into header, event lines and trailer, with the event lines' checksum. */
async function readLines(lines: AsyncIterable<string> | Iterable<string>) {
  let header: ExportHeader | undefined;
  let trailer: { line: number; value: ExportTrailer } | undefined;
  const events: EventLine[] = [];
  const checksum = new EventLinesChecksum();
  let line = 0;
  for await (const text of lines) {
    line += 1;
    if (text.trim() === '') continue;
    if (trailer) throw importErrors.malformed(line, 'comes after the closing line');
    const value = parseJson(text, line);
    if (!header) {
      const parsed = ExportHeader.safeParse(value);
      if (!parsed.success) throw importErrors.malformed(line, `not a Worldloom export header (${firstIssue(parsed.error)})`);
      header = parsed.data;
    } else if (typeof value === 'object' && value !== null && 'end' in value) {
      const parsed = ExportTrailer.safeParse(value);
      if (!parsed.success) throw importErrors.malformed(line, `not a closing line (${firstIssue(parsed.error)})`);
      trailer = { line, value: parsed.data };
    } else {
      const parsed = ExportedEvent.safeParse(value);
      if (!parsed.success) throw importErrors.malformed(line, `not an event line (${firstIssue(parsed.error)})`);
      checksum.add(`${text}\n`);
      events.push({ line, value: parsed.data });
    }
  }
  if (!header) throw importErrors.malformed(1, 'the file is empty');
  if (!trailer) throw importErrors.malformed(line, 'the closing line with the checksum is missing: the file was cut short');
  return { header, trailer, events, sha256: checksum.hex() };
}

/** The event in today's shape, its data and metadata checked as strictly as the domain writes them. */
function readEvent({ line, value }: EventLine, revision: number, header: ExportHeader): ImportedEvent {
  if (value.revision !== revision) throw importErrors.malformed(line, `revision ${value.revision} where ${revision} was expected`);
  const { type } = value;
  const where = `Line ${line}`;
  if (!isWorldEventType(type)) throw importErrors.unknownSchema(where, type, 0, null);
  const version = value.metadata.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version)) {
    throw importErrors.malformed(line, 'metadata.schemaVersion is missing');
  }
  if (version > (header.schemaVersions[type] ?? 0)) {
    throw importErrors.malformed(line, `${type} v${version} is newer than the header's v${header.schemaVersions[type] ?? 'none'}`);
  }
  if (!canReadSchemaVersion(type, version)) throw importErrors.unknownSchema(where, type, version, worldEventSchemaVersions[type]);
  const event = upcastWorldEvent({ type, data: value.data, schemaVersion: version });
  const data = eventPayloadSchemas[type].safeParse(event.data);
  if (!data.success) throw importErrors.invalidEvent(line, type, data.error.issues);
  const metadata = ImportedMetadata.safeParse(value.metadata);
  if (!metadata.success) {
    throw importErrors.invalidEvent(line, type, metadata.error.issues.map((issue) => ({ ...issue, path: ['metadata', ...issue.path] })));
  }
  return { id: value.id, event: { type, data: data.data } as WorldDomainEvent, metadata: metadata.data };
}

/**
 * Reads an export file and checks all of it before anything is written: the header, every line's JSON,
 * the closing line's count and SHA-256 of the event lines, each event's schema version (upcast to today's)
 * and its data. Throws a DomainError (400) naming the line at the first thing that does not hold.
 */
export async function parseExport(lines: AsyncIterable<string> | Iterable<string>): Promise<ParsedExport> {
  const { header, trailer, events, sha256 } = await readLines(lines);
  if (trailer.value.sha256 !== sha256) throw importErrors.checksum(trailer.value.sha256, sha256);
  if (trailer.value.eventCount !== events.length || header.eventCount !== events.length) {
    throw importErrors.malformed(
      trailer.line,
      `the file holds ${events.length} events, its header says ${header.eventCount} and its closing line ${trailer.value.eventCount}`,
    );
  }
  return { header, events: events.map((line, revision) => readEvent(line, revision, header)), sha256 };
}
