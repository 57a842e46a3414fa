/** SPEC §9 business constants the story screens use. */
export const SLIDESHOW_INTERVAL_MS = 7000;
export const CROSS_FADE_MS = 1000;
export const DRIFT_SECONDS = 20;
/** The home screen asks for 4 featured stories (the API's default is 5). */
export const HOME_FEATURED_LIMIT = 4;
/** An answered invite row shows its message, then disappears after this long. */
export const INVITE_ROW_DISMISS_MS = 2000;
