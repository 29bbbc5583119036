import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/** AUTH_PASSWORD_MIN_LENGTH's default, GoTrue's recommended minimum. */
export const DEFAULT_MIN_PASSWORD_LENGTH = 8;

/** zxcvbn's score below which a password is one of the common ones an attacker tries first (0 and 1 of 0..4). */
const MIN_STRENGTH_SCORE = 2;

export interface WeakPassword {
  /** GoTrue's reasons: `length`, or `pwned` for a common, easily guessed password. */
  readonly reasons: string[];
  /** GoTrue's message for the first reason. */
  readonly message: string;
}

let strengthEstimator: ZxcvbnFactory | undefined;

/** Built on first use: loading the dictionaries takes a moment that only password checks should pay. */
function estimator(): ZxcvbnFactory {
  strengthEstimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return strengthEstimator;
}

/**
 * Why a password is too weak, in GoTrue's vocabulary, or null when it is fine. The common-password check is
 * offline (zxcvbn's dictionaries), so no password ever leaves the server.
 */
export function weakPassword(password: string, minLength = DEFAULT_MIN_PASSWORD_LENGTH): WeakPassword | null {
  // Count code points, not UTF-16 units, so an emoji is one character as the user sees it.
  if ([...password].length < minLength) {
    return { reasons: ['length'], message: `Password should be at least ${minLength} characters.` };
  }
  if (estimator().check(password).score < MIN_STRENGTH_SCORE) {
    return {
      reasons: ['pwned'],
      message: 'Password is known to be weak and easy to guess, please choose a different one.',
    };
  }
  return null;
}
