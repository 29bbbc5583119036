import type { World } from '@worldloom/contracts';
import { Link } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { AlertIcon, ArrowLeftIcon, HistoryIcon } from '../../../components/icons';
import { WorldSphere } from '../../../components/world-sphere';
import { announce } from '../../../lib/announce';
import { playEffect } from '../../../lib/audio/audio-player';
import { useLoadWhenIdle } from '../../../lib/use-load-when-idle';
import { WorldAccessProvider } from '../../../lib/use-world-access';
import { isMissingWorld } from '../api/world-queries';
import { useWorldState } from '../api/world-state';
import { currentBeatOf } from '../hooks/arc-progress';
import { followEntity } from '../hooks/entity-trail';
import type { EntityRef } from '../hooks/entity-vocabulary';
import { useEnterWorldSound } from '../hooks/use-enter-world-sound';
import { useSeeding } from '../hooks/use-seeding';
import { useWorldLive } from '../hooks/use-world-live';
import { AddEventModal } from './add-event-modal';
import { ArcPanel } from './arc-panel';
import { AtlasSlot } from './atlas-slot';
import { CharactersColumn } from './characters-column';
import { LivePresence } from './live-presence';
import { LocationsColumn } from './locations-column';
import { MobileTabs, type WorldTab } from './mobile-tabs';
import { SeedingPanel } from './seeding-panel';
import { StartStoryPanel } from './start-story-panel';
import { WorldEventsPanel } from './world-events-panel';
import { WorldSummary } from './world-summary';
import styles from './world-detail-page.module.css';

/**
 * The entity modals (details, the living world's forms) are their own chunk: the page paints without them,
 * and asks for them once it has shown the world, so a click finds them loaded.
 */
const loadEntityModal = () => import('./entity-modal');
const EntityModal = lazy(() => loadEntityModal().then((module) => ({ default: module.EntityModal })));

/** What the page hands the History view, which the route composes in (features do not import each other). */
export interface HistoryViewProps {
  readonly world: World;
  readonly onClose: () => void;
  /** Opened from the page's History button rather than the tab bar: the view takes the focus. */
  readonly autoFocus: boolean;
}

interface WorldDetailPageProps {
  readonly worldId: string;
  /** Whether the History view is open: the route keeps it in the address, so a reload or Back keeps it. */
  readonly historyOpen: boolean;
  readonly onHistoryOpenChange: (open: boolean) => void;
  readonly history: (props: HistoryViewProps) => ReactNode;
  /** The world's members, invites and auto-advance, which the route composes in beside the world's summary. */
  readonly members: (world: World) => ReactNode;
  /** A revision the map and the graph show (the History view's "Show on map"), kept in the address; undefined for now or a beat. */
  readonly mapRevision?: number;
  readonly onMapRevisionChange: (revision: number | undefined) => void;
}

/** The world detail screen (SPEC.md §2 World detail); the route hands it the id from the path. */
export function WorldDetailPage({ worldId, historyOpen, onHistoryOpenChange, history, members, mapRevision, onMapRevisionChange }: WorldDetailPageProps) {
  if (!worldId.trim()) {
    return (
      <div className={styles.page}>
        <BackLink />
        <h1 className="visually-hidden">World details</h1>
        <ErrorBanner message="No world ID provided" />
      </div>
    );
  }
  // A new world (a fork just opened, say) starts on its World tab with nothing selected. Its parts offer what the person's role allows.
  return (
    <WorldAccessProvider worldId={worldId}>
      <WorldDetail
        key={worldId}
        worldId={worldId}
        historyOpen={historyOpen}
        onHistoryOpenChange={onHistoryOpenChange}
        history={history}
        members={members}
        mapRevision={mapRevision}
        onMapRevisionChange={onMapRevisionChange}
      />
    </WorldAccessProvider>
  );
}

function WorldDetail({ worldId, historyOpen, onHistoryOpenChange, history, members, mapRevision, onMapRevisionChange }: WorldDetailPageProps) {
  const state = useWorldState(worldId);
  const { entities, seeding } = useSeeding(worldId);
  const [failure, setFailure] = useState<string | null>(null);
  // The tab the live sections show; History, when open, is shown over it.
  const [liveTab, setLiveTab] = useState<Exclude<WorldTab, 'history'>>('world');
  const tab: WorldTab = historyOpen ? 'history' : liveTab;
  // A revision chosen for the map ("Show on map" in the History, or a link to it) opens the map's tab on small screens.
  const [mapRevisionSeen, setMapRevisionSeen] = useState<number | undefined>(undefined);
  if (mapRevision !== mapRevisionSeen) {
    setMapRevisionSeen(mapRevision);
    if (mapRevision !== undefined) setLiveTab('locations');
  }
  const [selectedBeatId, setSelectedBeatId] = useState<string | null>(null);
  // The entity modals open, one from another: the last is shown.
  const [entityTrail, setEntityTrail] = useState<readonly EntityRef[]>([]);
  const [addingEvent, setAddingEvent] = useState(false);
  const [historyTakesFocus, setHistoryTakesFocus] = useState(false);
  const [arcJustCreated, setArcJustCreated] = useState(false);
  const historyButton = useRef<HTMLButtonElement>(null);
  useEnterWorldSound(worldId);
  // Changes committed elsewhere (another tab, another person) refresh the page in place.
  const live = useWorldLive(worldId);
  useLoadWhenIdle(entities.loaded, loadEntityModal);

  if (state.isPending) {
    return (
      <div className={styles.page}>
        <BackLink />
        <h1 className="visually-hidden">World details</h1>
        <p role="status" className="status-text">
          Loading world details...
        </p>
      </div>
    );
  }
  if (state.isError && isMissingWorld(state.error)) {
    return (
      <div className={styles.page}>
        <BackLink />
        <div className={styles.missing}>
          <h1 className="page-title">World not found</h1>
          <p className="page-subtitle">It may have been removed, or it belongs to someone else.</p>
          <Link to="/app/worlds" className="btn btn-secondary">
            Return to Worlds
          </Link>
        </div>
      </div>
    );
  }
  if (!state.data) {
    return (
      <div className={styles.page}>
        <BackLink />
        <h1 className="visually-hidden">World details</h1>
        <ErrorBanner message="Failed to load world details." />
      </div>
    );
  }

  const { world, currentArc: arc, currentBeats: beats } = state.data;
  const currentBeat = arc ? currentBeatOf(beats, arc.current_beat_id) : undefined;
  const selectedBeat = beats.find((beat) => beat.id === selectedBeatId) ?? currentBeat;
  const entityCount = entities.locations.length + entities.factions.length + entities.characters.length;
  const seedingShown = seeding.status === 'running' || (!arc && entities.loaded && entityCount === 0);
  const message =
    failure ?? (seeding.status === 'failed' ? 'Failed to seed world. Please try again.' : state.isError ? 'Failed to load world details.' : null);

  function toggleHistory() {
    setHistoryTakesFocus(!historyOpen);
    setLiveTab('world');
    onHistoryOpenChange(!historyOpen);
  }

  function closeHistory() {
    historyButton.current?.focus();
    setLiveTab('world');
    onHistoryOpenChange(false);
  }

  function showTab(next: WorldTab) {
    setHistoryTakesFocus(false);
    if (next !== 'history') setLiveTab(next);
    if ((next === 'history') !== historyOpen) onHistoryOpenChange(next === 'history');
  }

  /** The new arc is what the action produced: its tab opens (on small screens) and its title takes the focus. */
  function arcCreated(arcName: string) {
    setArcJustCreated(true);
    setLiveTab('arc');
    announce(`Story arc created: ${arcName}.`);
  }

  function openEntityModal(entity: EntityRef) {
    playEffect('click_entities');
    setEntityTrail([entity]);
  }

  function followEntityLink(entity: EntityRef) {
    playEffect('click_entities');
    setEntityTrail((trail) => followEntity(trail, entity));
  }

  function entityExists({ kind, id }: EntityRef): boolean {
    const list = kind === 'location' ? entities.locations : kind === 'faction' ? entities.factions : entities.characters;
    return list.some((entity) => entity.id === id);
  }

  return (
    <div className={styles.page} data-tab={tab}>
      <BackLink />
      {message && <ErrorBanner message={message} />}
      <header className={styles.header}>
        <WorldSphere seed={world.id} size={200} label={`${world.name}, as seen from orbit`} className={styles.sphere} />
        <div className={styles.titles}>
          <h1 className="page-title">{world.name}</h1>
          <p className={styles.description}>{world.description}</p>
        </div>
        <button
          ref={historyButton}
          type="button"
          className={`btn btn-secondary ${styles.historyButton}`}
          aria-pressed={tab === 'history'}
          onClick={toggleHistory}
        >
          <HistoryIcon width={18} height={18} />
          History
        </button>
        <LivePresence others={live.others} news={live.news} />
      </header>

      {tab === 'history' && (
        <div id="world-section-history" className={styles.section} data-tabs="history">
          <Suspense
            fallback={
              <p role="status" className="status-text">
                Loading history...
              </p>
            }
          >
            {history({ world, onClose: closeHistory, autoFocus: historyTakesFocus })}
          </Suspense>
        </div>
      )}

      {/* Without an arc the story's first step is also the World tab's first thing to see. */}
      <div id="world-section-story" className={styles.section} data-tabs={arc ? 'arc' : 'world arc'}>
        {arc ? (
          <ArcPanel
            key={arc.id}
            world={world}
            arc={arc}
            beats={beats}
            currentBeat={currentBeat}
            selectedBeat={selectedBeat}
            onSelectBeat={setSelectedBeatId}
            onAddEvent={() => setAddingEvent(true)}
            onFailure={setFailure}
            focusOnMount={arcJustCreated}
            onArcCreated={arcCreated}
            entityExists={entityExists}
            onOpenEntity={openEntityModal}
          />
        ) : seedingShown ? (
          <SeedingPanel seeding={seeding} entities={entities} onStart={() => setFailure(null)} />
        ) : (
          entities.loaded && (
            <StartStoryPanel world={world} onFailure={setFailure} onArcCreated={arcCreated} focusOnMount={seeding.finished} />
          )
        )}
        {!arc && !entities.loaded && <p className="status-text">Loading the world's contents...</p>}
      </div>

      {/* The map in the Locations tab, the graph in Characters (small screens); both under the story on wide ones. */}
      {entities.loaded && entityCount > 0 && !seedingShown && (
        <div id="world-section-atlas" className={styles.section} data-tabs="locations characters">
          {/* The map and the graph (and d3) are a chunk of their own, asked for once the page is usable. */}
          <AtlasSlot
            worldId={world.id}
            arc={arc}
            beats={beats}
            entities={entities}
            revision={mapRevision}
            onRevisionChange={onMapRevisionChange}
            onOpen={openEntityModal}
            placeholderClassName={styles.atlasPlaceholder}
          />
        </div>
      )}

      <div className={styles.columns}>
        <div id="world-section-locations" className={styles.section} data-tabs="locations">
          <LocationsColumn worldId={world.id} entities={entities} onOpen={openEntityModal} />
        </div>
        <div id="world-section-world" className={styles.section} data-tabs="world">
          <WorldSummary world={world} arc={arc} beatCount={beats.length} currentBeat={currentBeat} entities={entities} />
          <WorldEventsPanel hasArc={Boolean(arc)} beat={selectedBeat} isCurrent={selectedBeat === currentBeat} onAddEvent={() => setAddingEvent(true)} />
          {members(world)}
        </div>
        <div id="world-section-characters" className={styles.section} data-tabs="characters">
          <CharactersColumn worldId={world.id} entities={entities} onOpen={openEntityModal} />
        </div>
      </div>

      <MobileTabs value={tab} onChange={showTab} />
      {entityTrail.length > 0 && (
        <Suspense fallback={null}>
          <EntityModal
            worldId={world.id}
            trail={entityTrail}
            entities={entities}
            onFollow={followEntityLink}
            onBack={() => setEntityTrail((trail) => trail.slice(0, -1))}
            onClose={() => setEntityTrail([])}
          />
        </Suspense>
      )}
      <AddEventModal
        open={addingEvent}
        worldId={world.id}
        hasBeats={beats.length > 0}
        onClose={() => setAddingEvent(false)}
        onRecorded={() => {
          setAddingEvent(false);
          setSelectedBeatId(null);
        }}
      />
    </div>
  );
}

function BackLink() {
  return (
    <Link to="/app/worlds" className={styles.back}>
      <ArrowLeftIcon width={18} height={18} />
      Worlds
    </Link>
  );
}

function ErrorBanner({ message }: { message: string }) {
  return (
    <p role="alert" className="banner banner-error">
      <AlertIcon />
      <span>{message}</span>
    </p>
  );
}
