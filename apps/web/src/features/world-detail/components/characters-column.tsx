import { useState } from 'react';
import { useWorldAccess } from '../../../lib/use-world-access';
import type { WorldEntities } from '../api/world-entities';
import { needsScrollHint, splitCharacters } from '../hooks/world-layout';
import { AddEntityModal } from './add-entity-modal';
import { BannerIcon, UsersIcon } from './detail-icons';
import type { EntityKind, EntityRef } from '../hooks/entity-vocabulary';
import { EntityGroup, EntityItems, EntitySection } from './entity-list';

interface CharactersColumnProps {
  readonly worldId: string;
  readonly entities: WorldEntities;
  readonly onOpen: (entity: EntityRef) => void;
}

/** Right column: the factions, then the characters split into Major and Minor. */
export function CharactersColumn({ worldId, entities, onOpen }: CharactersColumnProps) {
  const [adding, setAdding] = useState<Exclude<EntityKind, 'location'> | null>(null);
  const { factions, characters } = entities;
  const { major, minor } = splitCharacters(characters);
  const loading = !entities.loaded;
  const access = useWorldAccess();
  const characterItem = (character: (typeof characters)[number]) => ({
    ...character,
    note: character.story_role === 'major' || character.story_role === 'minor' ? undefined : character.story_role,
    own: access.isOwn(character),
  });

  return (
    <>
      <EntitySection
        id="factions"
        title="Factions"
        count={factions.length}
        icon={<BannerIcon width={20} height={20} />}
        addLabel="Add faction"
        onAdd={access.may('faction.create') ? () => setAdding('faction') : undefined}
        loading={loading && factions.length === 0}
      >
        <EntityItems
          items={factions.map((faction) => ({ ...faction, note: faction.type, color: faction.banner_color }))}
          empty="No factions yet."
          onOpen={(id) => onOpen({ kind: 'faction', id })}
        />
      </EntitySection>
      <EntitySection
        id="characters"
        title="Characters"
        count={characters.length}
        icon={<UsersIcon width={20} height={20} />}
        addLabel={access.createsOwnCharacter ? 'Create my character' : 'Add character'}
        onAdd={access.characterTypes.length > 0 ? () => setAdding('character') : undefined}
        scrollHint={needsScrollHint('characters', characters.length) ? 'Scroll for more characters' : undefined}
        loading={loading && characters.length === 0}
      >
        <EntityGroup title="Major" items={major.map(characterItem)} empty="No major characters yet." onOpen={(id) => onOpen({ kind: 'character', id })} />
        <EntityGroup title="Minor" items={minor.map(characterItem)} empty="No minor characters yet." onOpen={(id) => onOpen({ kind: 'character', id })} />
      </EntitySection>
      <AddEntityModal kind={adding ?? 'faction'} worldId={worldId} open={adding !== null} onClose={() => setAdding(null)} />
    </>
  );
}
