import contentDisposition from 'content-disposition';

/** Where a download link points; the token says who asked, for which world, under which file name. */
export const DOWNLOADS_ROUTE = 'api/downloads';

const WORLD_EXPORT = 'world-export:';

export function exportDownloadPath(token: string): string {
  return `/${DOWNLOADS_ROUTE}/${token}`;
}

/** The resource a download token grants for a world's export. */
export function worldExportResource(worldId: string): string {
  return `${WORLD_EXPORT}${worldId}`;
}

/** The world a granted resource exports, or null when it is something else. */
export function exportedWorldOf(resource: string): string | null {
  return resource.startsWith(WORLD_EXPORT) ? resource.slice(WORLD_EXPORT.length) : null;
}

/**
 * Content-Disposition for saving under `fileName` (RFC 6266): the name in UTF-8 (RFC 8187), which browsers
 * prefer, and an ASCII stand-in for those that do not read it. Without the stand-in, content-disposition
 * (as express's attachment()) gives only the ISO-8859-1 form to a name that fits it (ærø), which browsers
 * read differently.
 */
export function attachmentDisposition(fileName: string): string {
  return contentDisposition(fileName, { fallback: fileName.replace(/[^\x20-\x7e]/g, '_') });
}
