import { type FormEvent, useState } from 'react';
import { useCreateWorld, useWorlds } from '../api/worlds';

export function WorldsPanel() {
  const worlds = useWorlds();
  const createWorld = useCreateWorld();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    createWorld.mutate(
      { name, description },
      {
        onSuccess: () => {
          setName('');
          setDescription('');
        },
      },
    );
  }

  return (
    <section className="card" aria-labelledby="worlds-heading">
      <h2 id="worlds-heading">Your Story Worlds</h2>
      <form onSubmit={submit} className="form">
        {createWorld.isError && (
          <p role="alert" className="banner banner-error">
            Failed to create world
          </p>
        )}
        <label>
          Name
          <input required value={name} onChange={(event) => setName(event.target.value)} placeholder="The Enchanted Kingdom" />
        </label>
        <label>
          Description
          <textarea
            required
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            placeholder="Describe your world..."
          />
        </label>
        <button type="submit" className="primary" disabled={createWorld.isPending}>
          Create World
        </button>
      </form>
      {worlds.isPending && <p role="status">Loading worlds...</p>}
      {worlds.isError && (
        <p role="alert" className="banner banner-error">
          Failed to load worlds.
        </p>
      )}
      {worlds.data && (
        <>
          <p className="count">
            {worlds.data.length} {worlds.data.length === 1 ? 'world' : 'worlds'}
          </p>
          <ul className="world-list">
            {worlds.data.map((world) => (
              <li key={world.id} className="world-card">
                <h3>{world.name}</h3>
                <p>{world.description}</p>
                <time dateTime={world.created_at}>{new Date(world.created_at).toLocaleDateString()}</time>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
