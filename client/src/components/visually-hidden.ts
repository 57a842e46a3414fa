/**
 * Styles for text that screen readers read and nobody sees (labels, live regions). Plain CSS
 * values, usable as `sx` and as `style`: strings, since in sx a number up to 1 is a fraction
 * (width: 1 is 100%, which overflowed phones).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
