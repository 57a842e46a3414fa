/** How many followed stories the dashboard shows; the stories list's Following filter has them all. */
export const FOLLOWED_STORIES_SHOWN = 5;
export const FOLLOWING_LIST_PATH = '/stories?filter=following';

/** The representatives panel's anchor on the dashboard (the welcome's "Add your address" goes there). */
export const REPRESENTATIVES_ANCHOR = 'my-representatives';
