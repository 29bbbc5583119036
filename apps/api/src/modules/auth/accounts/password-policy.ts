export const MIN_PASSWORD_LENGTH = 6;

/** Why a password is too weak, in GoTrue's vocabulary (`length`, `characters`, `pwned`); empty when it is fine. */
export function weakPasswordReasons(password: string): string[] {
  // Count code points, not UTF-16 units, so an emoji is one character as the user sees it.
  return [...password].length < MIN_PASSWORD_LENGTH ? ['length'] : [];
}

export const WEAK_PASSWORD_MESSAGE = `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`;
