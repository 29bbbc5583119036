import { readFailure } from '../../../lib/call-failure';

/**
 * The refusals whose message is the domain's own words, meant for the user ("Wardens already holds Haven"),
 * and a spent monthly budget (PAYMENT_REQUIRED: BUDGET_EXCEEDED), whose message says what was spent.
 */
const SAID_AS_IS = new Set(['BAD_REQUEST', 'NOT_FOUND', 'CONFLICT', 'PAYMENT_REQUIRED']);

/**
 * What a failed change tells the user: the server's message when the world refused it, else the page's
 * "Failed to ..." line; the story generator not answering, or the database out of reach, says so. Input the form let
 * through but the schema refused ("Invalid input", with issues) is no help to the user and gets the fallback too.
 */
export function changeFailureMessage(error: unknown, fallback: string): string {
  const { code, said } = readFailure(error, SAID_AS_IS);
  if (said !== undefined) return said;
  if (code === 'BAD_GATEWAY') return `${fallback} The story generator did not answer; please try again.`;
  if (code === 'SERVICE_UNAVAILABLE') return `${fallback} The server cannot reach its database just now; please try again in a moment.`;
  return fallback;
}
