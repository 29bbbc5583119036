import type { LiveViewer, WorldLiveChange, WorldLiveMessage } from '@worldloom/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../../lib/session';
import { trpc } from '../../../lib/trpc';

/** Changes committed within this window are one piece of news (a beat commits many events at once). */
const BURST_MS = 250;
/** How long the news stays on the page. */
const NEWS_MS = 6_000;
/** A change of mine within this long of one of this page's own mutations is that mutation: not news here. */
const OWN_ACTION_MS = 3_000;

/** Verbs of the events a reader cares about; the first of a burst found here is the news. */
const VERBS: Readonly<Record<string, string>> = {
  BeatGenerated: 'progressed the story',
  BeatDraftAccepted: 'accepted a beat',
  BeatReverted: 'reverted a beat',
  ArcStarted: 'started a story arc',
  ArcCompleted: 'completed the story arc',
  WorldEventRecorded: 'recorded an event',
  LocationAdded: 'added a location',
  CharacterAdded: 'added a character',
  FactionAdded: 'added a faction',
  LocationRemoved: 'removed a location',
  CharacterRemoved: 'removed a character',
  FactionRemoved: 'removed a faction',
  LocationUpdated: 'edited a location',
  CharacterUpdated: 'edited a character',
  FactionUpdated: 'edited a faction',
  FactionStanceChanged: 'changed a faction’s stance',
  LocationClaimed: 'claimed a location',
  LocationReleased: 'released a location',
  MemberJoined: 'joined the world',
  MemberLeft: 'left the world',
  WorldSeeded: 'seeded the world',
};

/** "Mira recorded an event: The dam is opened" (the system's changes have no one to name). */
export function newsOf(changes: readonly WorldLiveChange[]): string | null {
  const change = changes.find((candidate) => candidate.type in VERBS) ?? changes[0];
  if (!change) return null;
  const who = change.actor?.name ?? (change.actor?.kind === 'system' ? 'The world' : 'Someone');
  const what = VERBS[change.type] ?? 'changed the world';
  return change.entity.name ? `${who} ${what}: ${change.entity.name}` : `${who} ${what}`;
}

/** A subscription's message, whether it came with its event id (a change) or without (presence). */
function messageOf(data: WorldLiveMessage | { id: string; data: WorldLiveMessage }): WorldLiveMessage {
  return 'kind' in data ? data : data.data;
}

export interface WorldLive {
  /** The other people who have the world open now (this user's other tabs are not "others"). */
  readonly others: readonly LiveViewer[];
  /** Who did what, briefly, after a change someone else (or this user elsewhere) committed. */
  readonly news: string | null;
}

/**
 * While the world's page is open: subscribes to `world.live`, refetches the page's queries in place when a
 * change is committed (by anyone, through any instance), and says who did what. After a dropped connection
 * the subscription link reconnects with the last event id it saw, and the server sends what was missed.
 */
export function useWorldLive(worldId: string): WorldLive {
  const queryClient = useQueryClient();
  const session = useSession();
  const myId = session?.user.id ?? null;
  const [viewers, setViewers] = useState<readonly LiveViewer[]>([]);
  const [news, setNews] = useState<string | null>(null);
  const burst = useRef<WorldLiveChange[]>([]);
  const burstTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const newsTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastOwnMutation = useRef(0);

  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated') lastOwnMutation.current = Date.now();
      }),
    [queryClient],
  );

  useEffect(
    () => () => {
      clearTimeout(burstTimer.current);
      clearTimeout(newsTimer.current);
    },
    [],
  );

  function flush() {
    const changes = burst.current;
    burst.current = [];
    // Every query of the page: the world's state, its lists, the open entity, the beat's events.
    void queryClient.invalidateQueries({ refetchType: 'active' });
    const mine = changes.every((change) => change.actor?.id === myId);
    const pageBusy = queryClient.isMutating() > 0 || Date.now() - lastOwnMutation.current < OWN_ACTION_MS;
    if (mine && pageBusy) return;
    const said = newsOf(changes);
    if (!said) return;
    setNews(said);
    clearTimeout(newsTimer.current);
    newsTimer.current = setTimeout(() => setNews(null), NEWS_MS);
  }

  useSubscription(
    trpc.world.live.subscriptionOptions(
      { worldId },
      {
        onData(data) {
          const message = messageOf(data as WorldLiveMessage | { id: string; data: WorldLiveMessage });
          if (message.kind === 'presence') {
            setViewers(message.viewers);
            return;
          }
          burst.current.push(message);
          if (burst.current.length === 1) burstTimer.current = setTimeout(flush, BURST_MS);
        },
      },
    ),
  );

  return { others: viewers.filter((viewer) => viewer.userId !== myId), news };
}
