/*
 * The member app's libraries as a step of their own (issue #12). The build puts the packages only
 * the member app uses — Apollo Client with rxjs, optimism and @wry, the MUI components of the
 * members' frame — in one chunk, member-vendor, and this module with them (client/vite.config.ts).
 * A drawn member page imports it before the app's own code (main.tsx), so evaluating the two is
 * two tasks, not one of ~60 ms on this machine (~250 ms in Lighthouse's simulated phone).
 */
export { InMemoryCache } from '@apollo/client';
