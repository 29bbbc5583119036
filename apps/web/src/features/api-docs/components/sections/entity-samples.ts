/** Shell fragments the reference samples share; they use the variables set in Quick Start. */
export const AUTH_HEADER = `-H "x-api-key: $WORLDLOOM_API_KEY"`;
export const JSON_HEADER = `-H "Content-Type: application/json"`;
/** Keeps the first "id" of a JSON answer without needing jq. */
export const KEEP_ID = `grep -o '"id":"[^"]*"' | head -n 1 | cut -d '"' -f 4`;
