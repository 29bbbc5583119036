import { type FilterSearch, parseFilterSearch } from './event-labels';
import { isSearchFlag, parsePointSearch, type PointSearch, searchInteger } from './story-points';

/*
 * The History view's place in the world page's address, so an analyst can link a colleague to "this
 * world as it was at arc 2, beat 7", and a reload or Back keeps it:
 *   ?history=true             the view is open (nothing below counts without it)
 *   &arc=<arc id>&beat=7      the point shown, or &revision=68, or &now=true (story-points.ts);
 *                             none: the view's default, the latest beat
 *   &type=category:locations  the timeline's filters, with &source=api and &actor=system (event-labels.ts)
 * and, with the view open or not:
 *   ?mapRevision=68           the world map and the graph show the world just after revision 68 (the view's
 *                             "Show on map"); none: now, or the beat their own scrubber is at
 * Anything unknown or malformed is dropped, never an error: the view shows its default there instead.
 * The parts are parsed (and unit-tested) in those two modules, which import nothing of the app.
 */
export type WorldDetailSearch = { readonly history?: true; readonly mapRevision?: number } & PointSearch & FilterSearch;

/** Every key of the view's search, none set: what a dropped key reads as. */
const NONE: { readonly [Key in keyof Required<WorldDetailSearch>]: undefined } = {
  history: undefined,
  mapRevision: undefined,
  arc: undefined,
  beat: undefined,
  revision: undefined,
  now: undefined,
  type: undefined,
  source: undefined,
  actor: undefined,
};

/**
 * The route's `validateSearch`. TanStack Router hands the page `{ ...raw, ...validated }`, so a key left
 * out here would reach the view as the address wrote it (`type=type:NoSuchEvent` sent to the server):
 * every key is named, undefined when dropped.
 */
export function parseWorldDetailSearch(raw: Record<string, unknown>): WorldDetailSearch {
  const mapRevision = searchInteger(raw.mapRevision);
  if (!isSearchFlag(raw.history)) return { ...NONE, mapRevision };
  return { ...NONE, history: true, mapRevision, ...parsePointSearch(raw), ...parseFilterSearch(raw) };
}
