import { Injectable } from '@nestjs/common';
import { type Algorithm, hash, type Options, verify } from '@node-rs/argon2';

// `Algorithm` is a const enum with no runtime object under swc, so spell its Argon2id member (2) here.
const ARGON2ID = 2 satisfies Algorithm;

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const HASH_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

@Injectable()
export class PasswordHasher {
  // Verifying against this when no account matches makes "no such user" cost as much as "wrong password".
  private readonly decoyHash = hash('decoy password, never valid', HASH_OPTIONS);

  hash(password: string): Promise<string> {
    return hash(password, HASH_OPTIONS);
  }

  verify(passwordHash: string, password: string): Promise<boolean> {
    return verify(passwordHash, password);
  }

  /** Spends the time of one verification and fails, for a sign-in with an unknown email. */
  async verifyNothing(password: string): Promise<false> {
    await verify(await this.decoyHash, password);
    return false;
  }
}
