import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AlertIcon, ArrowLeftIcon } from '../../../components/icons';
import { WorldSphere } from '../../../components/world-sphere';
import { playEffect } from '../../../lib/audio/audio-player';
import { isMissingWorld } from '../api/world-queries';
import { useWorldState } from '../api/world-state';
import { currentBeatOf } from '../hooks/arc-progress';
import { useEnterWorldSound } from '../hooks/use-enter-world-sound';
import { useSeeding } from '../hooks/use-seeding';
import { AddEventModal } from './add-event-modal';
import { ArcPanel } from './arc-panel';
import { CharactersColumn } from './characters-column';
import { EntityModal, type EntityRef } from './entity-modal';
import { LocationsColumn } from './locations-column';
import { MobileTabs, type WorldTab } from './mobile-tabs';
import { SeedingPanel } from './seeding-panel';
import { StartStoryPanel } from './start-story-panel';
import { WorldEventsPanel } from './world-events-panel';
import { WorldSummary } from './world-summary';
import styles from './world-detail-page.module.css';

/** The world detail screen (SPEC.md §2 World detail); the route hands it the id from the path. */
export function WorldDetailPage({ worldId }: { worldId: string }) {
  if (!worldId.trim()) {
    return (
      <div className={styles.page}>
        <BackLink />
        <ErrorBanner message="No world ID provided" />
      </div>
    );
  }
  return <WorldDetail worldId={worldId} />;
}

function WorldDetail({ worldId }: { worldId: string }) {
  const state = useWorldState(worldId);
  const { entities, seeding } = useSeeding(worldId);
  const [failure, setFailure] = useState<string | null>(null);
  const [tab, setTab] = useState<WorldTab>('world');
  const [selectedBeatId, setSelectedBeatId] = useState<string | null>(null);
  const [openEntity, setOpenEntity] = useState<EntityRef | null>(null);
  const [addingEvent, setAddingEvent] = useState(false);
  useEnterWorldSound(worldId);

  if (state.isPending) {
    return (
      <div className={styles.page}>
        <BackLink />
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

  function openEntityModal(entity: EntityRef) {
    playEffect('click_entities');
    setOpenEntity(entity);
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
      </header>

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
          />
        ) : seedingShown ? (
          <SeedingPanel seeding={seeding} entities={entities} onStart={() => setFailure(null)} />
        ) : (
          entities.loaded && <StartStoryPanel world={world} onFailure={setFailure} />
        )}
        {!arc && !entities.loaded && <p className="status-text">Loading the world's contents...</p>}
      </div>

      <div className={styles.columns}>
        <div id="world-section-locations" className={styles.section} data-tabs="locations">
          <LocationsColumn worldId={world.id} entities={entities} onOpen={openEntityModal} />
        </div>
        <div id="world-section-world" className={styles.section} data-tabs="world">
          <WorldSummary world={world} arc={arc} beatCount={beats.length} currentBeat={currentBeat} entities={entities} />
          <WorldEventsPanel hasArc={Boolean(arc)} beat={selectedBeat} isCurrent={selectedBeat === currentBeat} onAddEvent={() => setAddingEvent(true)} />
        </div>
        <div id="world-section-characters" className={styles.section} data-tabs="characters">
          <CharactersColumn worldId={world.id} entities={entities} onOpen={openEntityModal} />
        </div>
      </div>

      <MobileTabs value={tab} onChange={setTab} />
      <EntityModal worldId={world.id} entity={openEntity} entities={entities} onClose={() => setOpenEntity(null)} />
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
