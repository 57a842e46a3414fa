/*
 * React Router as a step of its own when an app starts (issue #12): main.tsx imports this module
 * after the theme, so the router's code is evaluated in a task of its own rather than in the app's
 * (~7 ms on this machine, four times that in Lighthouse's simulated phone). One name is enough to
 * load the chunk; importing 'react-router-dom' itself from main.tsx would keep the whole library
 * (+47 KB gzip on every page). The build puts this module in the router's chunk
 * (client/vite.config.ts), so it costs no file of its own.
 */
export { Link } from 'react-router-dom';
