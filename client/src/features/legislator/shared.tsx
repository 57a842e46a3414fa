import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { StoredImage_ImageFragment } from '../../components/StoredImage.generated';
import { isConnectionError } from '../../errors/classify';
import { MESSAGES } from '../../errors/messages';
import { formatCalendarDay } from '../../components/dates';

/** SPEC §9 party colours: Republican red, Democrat blue, Independent or Libertarian yellow, Green green. */
export const PARTY_COLORS = {
  Republican: { bg: '#c62828', fg: '#ffffff' },
  Democrat: { bg: '#1565c0', fg: '#ffffff' },
  Independent: { bg: '#f9a825', fg: '#1a1a1a' },
  Libertarian: { bg: '#f9a825', fg: '#1a1a1a' },
  Green: { bg: '#2e7d32', fg: '#ffffff' },
  Other: { bg: '#616161', fg: '#ffffff' },
} as const;

export function partyColors(party: string | null | undefined) {
  const p = (party ?? '').trim().toLowerCase();
  if (p.startsWith('republican') || p === 'r') return PARTY_COLORS.Republican;
  if (p.startsWith('democrat') || p === 'd') return PARTY_COLORS.Democrat;
  if (p.startsWith('independent') || p === 'i') return PARTY_COLORS.Independent;
  if (p.startsWith('libertarian') || p === 'l') return PARTY_COLORS.Libertarian;
  if (p.startsWith('green') || p === 'g') return PARTY_COLORS.Green;
  return PARTY_COLORS.Other;
}

export function PartyBadge({ party }: { party: string | null | undefined }) {
  const colors = partyColors(party);
  return (
    <Chip
      size="small"
      label={party || 'Unknown party'}
      data-party-color={colors.bg}
      sx={{ bgcolor: colors.bg, color: colors.fg, fontWeight: 600 }}
    />
  );
}

export function initials(name: string): string {
  const parts = name.replace(/[.,]/g, ' ').split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0]![0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]![0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * A legislator's photo from the portal's image store, or their initials on their party's colour
 * when it is not stored (yet) or fails to load (SPEC §4 Images, issue #12). Always `size` square,
 * so nothing moves when the photo arrives.
 */
export function LegislatorAvatar({
  name,
  photo,
  party,
  size = 64,
}: {
  name: string;
  photo?: StoredImage_ImageFragment | null;
  party?: string | null;
  size?: number;
}) {
  const [failed, setFailed] = useState(!photo);
  useEffect(() => setFailed(!photo), [photo]);
  const colors = partyColors(party);
  return (
    <Avatar
      alt={failed ? undefined : `Photo of ${name}`}
      src={failed ? undefined : photo?.src}
      slotProps={{
        img: { onError: () => setFailed(true), loading: 'lazy', decoding: 'async', srcSet: photo?.srcSet ?? undefined, sizes: `${size}px` },
      }}
      sx={{ width: size, height: size, bgcolor: colors.bg, color: colors.fg, fontSize: size / 2.6, fontWeight: 600 }}
      aria-label={failed ? `${name} (initials)` : undefined}
      role={failed ? 'img' : undefined}
    >
      {initials(name)}
    </Avatar>
  );
}

/** 'January 5, 2025' (SPEC §9: legislator and dashboard screens); a LocalDate is read as a calendar day. */
export function formatLongDate(value: string | null | undefined): string {
  return formatCalendarDay(value, 'long');
}

/** 'Jan 5, 2025' (SPEC §9: cards); a LocalDate is read as a calendar day. */
export function formatCardDate(value: string | null | undefined): string {
  return formatCalendarDay(value, 'short');
}

/** The `extensions.code` of the first GraphQL error, if the server answered with one. */
export function gqlCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.['code'];
  return typeof code === 'string' ? code : undefined;
}

export const isForbidden = (error: unknown) => {
  const code = gqlCode(error);
  return code === 'FORBIDDEN' || code === 'UNAUTHORIZED';
};

/** SPEC §2.3: the Connection Issues box with tips, shown when the server cannot be reached. */
export function ConnectionIssues({ onRetry }: { onRetry?: () => void }) {
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ mb: 3 }}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    >
      <AlertTitle>Connection Issues</AlertTitle>
      {MESSAGES.CONNECTION_ERROR}
      <ul style={{ margin: '8px 0 0', paddingLeft: 20 }}>
        <li>Check that the backend server is running on port 8000.</li>
        <li>Check your internet connection.</li>
        <li>Reload the page after a few seconds.</li>
        <li>If it keeps happening, contact the team.</li>
      </ul>
    </Alert>
  );
}

export { isConnectionError };
