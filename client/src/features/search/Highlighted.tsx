import { Fragment } from 'react';
import Box from '@mui/material/Box';

export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * A title or snippet as the server split it: the words the search found in <mark>, everything
 * drawn as text (never as markup: the server sends parts, not HTML).
 */
export function Highlighted({ parts }: { parts: readonly TextPart[] }) {
  return (
    <>
      {parts.map((p, i) =>
        p.match ? (
          <Box key={i} component="mark" sx={{ bgcolor: 'rgba(227, 163, 59, 0.35)', color: 'inherit', borderRadius: 0.5, px: 0.25, fontWeight: 600 }}>
            {p.text}
          </Box>
        ) : (
          // A bare text node: its spaces stay part of the link's accessible name.
          <Fragment key={i}>{p.text}</Fragment>
        ),
      )}
    </>
  );
}
