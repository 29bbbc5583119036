import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: what an invite link carries. Only its hash is stored. */
export const newInviteToken = (): string => randomBytes(32).toString('base64url');

export const inviteTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
