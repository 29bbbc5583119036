import { Module } from '@nestjs/common';
import { LiveLog } from './live-log';
import { PresenceBoard } from './presence-board';

/** Live pages: the committed log fanned out per stream, and who has which page open, across instances. */
@Module({ providers: [LiveLog, PresenceBoard], exports: [LiveLog, PresenceBoard] })
export class LiveModule {}
