import Box from '@mui/material/Box';

export const MAIN_CONTENT_ID = 'main-content';

/** First stop for keyboard users: jumps past the navigation to the page content. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event: React.MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        const main = document.getElementById(MAIN_CONTENT_ID);
        main?.focus();
        main?.scrollIntoView();
      }}
      sx={{
        position: 'fixed',
        left: 12,
        top: 12,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        transform: 'translateY(-200%)',
        transition: 'transform 120ms ease-out',
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        fontWeight: 600,
        px: 2,
        py: 1,
        borderRadius: 1,
        boxShadow: 3,
        textDecoration: 'none',
        '&:focus, &:focus-visible': { transform: 'translateY(0)', outline: '3px solid', outlineColor: 'primary.main' },
      }}
    >
      Skip to main content
    </Box>
  );
}
