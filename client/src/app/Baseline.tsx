import { useState } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { pageArrivedWithGlobalStyles } from './drawn-styles';

/**
 * MUI's CssBaseline (the theme's global styles), unless the page arrived with them: a page drawn by
 * the gateway or prerendered carries them in its <head>. Rendered there, emotion's Global would take
 * the server's tag over by moving it to the end of <head>, and a stylesheet that moves makes the
 * browser restyle the whole page in the middle of hydrating it (on a drawn dashboard, 17–26 ms on
 * a 2-core machine, four times that on Lighthouse's simulated phone). Global renders no
 * element, so leaving it out changes nothing React hydrates.
 */
export function Baseline() {
  const [arrivedWithIt] = useState(pageArrivedWithGlobalStyles);
  return arrivedWithIt ? null : <CssBaseline />;
}
