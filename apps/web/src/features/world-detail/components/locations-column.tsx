import { useState } from 'react';
import { useWorldAccess } from '../../../lib/use-world-access';
import type { WorldEntities } from '../api/world-entities';
import { groupLocations, needsScrollHint } from '../hooks/world-layout';
import { AddEntityModal } from './add-entity-modal';
import { MapPinIcon } from './detail-icons';
import type { EntityRef } from '../hooks/entity-vocabulary';
import { EntityGroup, EntitySection } from './entity-list';

interface LocationsColumnProps {
  readonly worldId: string;
  readonly entities: WorldEntities;
  readonly onOpen: (entity: EntityRef) => void;
}

/** Left column: the world's places grouped as Regions, Cities, Landmarks and Wilderness. */
export function LocationsColumn({ worldId, entities, onOpen }: LocationsColumnProps) {
  const [adding, setAdding] = useState(false);
  const { locations } = entities;
  const mayAdd = useWorldAccess().may('location.create');
  return (
    <>
      <EntitySection
        id="locations"
        title="Locations"
        count={locations.length}
        icon={<MapPinIcon width={20} height={20} />}
        addLabel="Add location"
        onAdd={mayAdd ? () => setAdding(true) : undefined}
        scrollHint={needsScrollHint('locations', locations.length) ? 'Scroll for more locations' : undefined}
        loading={!entities.loaded && locations.length === 0}
      >
        {groupLocations(locations).map((group) => (
          <EntityGroup
            key={group.type}
            title={group.title}
            items={group.locations}
            empty={`No ${group.title.toLowerCase()} yet.`}
            onOpen={(id) => onOpen({ kind: 'location', id })}
          />
        ))}
      </EntitySection>
      <AddEntityModal kind="location" worldId={worldId} open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
