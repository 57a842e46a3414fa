/**
 * The id of the JSON data block (<script type="application/json">) in which the gateway sends the
 * data a member page was drawn from (gateway/src/http/member-pages.ts writes it; App.tsx reads it).
 */
export const SERVER_STATE_ID = 'portal-state';
