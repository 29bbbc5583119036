import { WorldLiveInput, type WorldLiveMessage } from '@worldloom/contracts';
import { tracked, type TrackedEnvelope } from '@trpc/server';
import { authedProcedure } from '#platform/trpc/trpc';
import { viewerName } from './live-change';
import { WatchWorldQuery } from './watch-world.query';

/**
 * world.live { worldId, lastEventId? }: a subscription (server-sent events through httpSubscriptionLink). Each
 * change carries its event id, so a client that reconnects resumes after the last one it saw.
 */
export const worldLiveProcedure = authedProcedure.input(WorldLiveInput).subscription(async ({ ctx, input, signal }) => {
  // Answered before the stream opens, so a stranger gets NOT_FOUND rather than an empty feed.
  const feed = await ctx.queryBus.execute(
    new WatchWorldQuery(
      input.worldId,
      ctx.user.userId,
      ctx.requestContext.actingUserId ?? ctx.user.userId,
      viewerName(ctx.user.email),
      input.lastEventId ?? null,
      signal,
    ),
  );
  return withEventIds(feed);
});

async function* withEventIds(
  feed: AsyncIterable<WorldLiveMessage>,
): AsyncGenerator<WorldLiveMessage | TrackedEnvelope<WorldLiveMessage>, void, unknown> {
  for await (const message of feed) yield message.kind === 'change' ? tracked(message.eventId, message) : message;
}
