import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brand } from '../brand';

/** The logo: a column-and-pediment mark beside the product and organisation names. */
export function BrandMark({ tone = 'dark', compact = false }: { tone?: 'dark' | 'light'; compact?: boolean }) {
  const onDark = tone === 'light';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Box
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden
        sx={{ width: 34, height: 34, flexShrink: 0 }}
      >
        <rect width="32" height="32" rx="8" fill={onDark ? '#E3A33B' : '#1B365D'} />
        <path d="M16 6 6 11.5h20L16 6Z" fill={onDark ? '#14233F' : '#F2C46B'} />
        <path
          d="M9 13.5h2.5v8H9zM14.75 13.5h2.5v8h-2.5zM20.5 13.5H23v8h-2.5zM7 23h18v2.5H7z"
          fill={onDark ? '#14233F' : '#FFFFFF'}
        />
      </Box>
      <Box className="brand-text" sx={{ minWidth: 0, lineHeight: 1.1 }}>
        <Typography
          component="span"
          sx={{ display: 'block', fontWeight: 700, fontSize: '1.05rem', letterSpacing: '-0.01em', color: onDark ? '#FFFFFF' : 'primary.main', whiteSpace: 'nowrap' }}
        >
          {brand.productName}
        </Typography>
        {!compact && (
          <Typography
            component="span"
            sx={{ display: 'block', fontSize: '0.75rem', color: onDark ? 'rgba(255,255,255,0.72)' : 'text.secondary', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
          >
            {brand.organisationName}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
