import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KeyVoteRow_KeyVoteFragment } from './key-vote.generated';
import type { OrganizationPosition, VotePosition } from '../../__generated__/types';
import { useToggleKeyVoteLike } from './useToggleKeyVoteLike';

/**
 * What the organization's position means, in words a member reads at a glance (issue #14: not
 * "Org: Other"). SPEC §3's values are support, oppose and other; "other" is a vote we track
 * without taking a side.
 */
export const POSITION: Record<OrganizationPosition, { label: string; title: string; color: 'success' | 'error' | 'default' }> = {
  SUPPORT: { label: 'We support', title: 'The Alliance supports this bill: a Yea vote is a vote with us.', color: 'success' },
  OPPOSE: { label: 'We oppose', title: 'The Alliance opposes this bill: a Nay vote is a vote with us.', color: 'error' },
  OTHER: { label: 'Tracking, no position', title: 'The Alliance follows this vote without supporting or opposing the bill.', color: 'default' },
};

/** The organization's position badge (SPEC §3: support, oppose, other). */
export function OrganizationPositionBadge({ position }: { position: OrganizationPosition }) {
  const p = POSITION[position] ?? POSITION.OTHER;
  return (
    <Chip size="small" title={p.title} label={p.label} color={p.color} sx={{ fontWeight: 600 }} />
  );
}

export const VOTE_POSITION_LABEL: Record<VotePosition, string> = {
  YEA: 'Yea',
  NAY: 'Nay',
  PRESENT: 'Present',
  NOT_VOTING: 'Not Voting',
};

export function VotePositionChip({ position }: { position: VotePosition | null | undefined }) {
  if (!position) return <Chip size="small" variant="outlined" label="No recorded vote" />;
  const color = position === 'YEA' ? 'success' : position === 'NAY' ? 'error' : 'default';
  return <Chip size="small" label={VOTE_POSITION_LABEL[position]} color={color} />;
}

/** Like toggle with its count (optimistic, reverted on failure). */
export function KeyVoteLikeButton({ keyVote }: { keyVote: Pick<KeyVoteRow_KeyVoteFragment, 'id' | 'likes' | 'hasLiked' | 'title'> }) {
  const [toggle] = useToggleKeyVoteLike();
  const label = keyVote.hasLiked ? `Unlike ${keyVote.title}` : `Like ${keyVote.title}`;
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <IconButton
        title={keyVote.hasLiked ? 'Unlike' : 'Like'}
        aria-label={label}
        aria-pressed={keyVote.hasLiked}
        onClick={() => void toggle(keyVote)}
        color={keyVote.hasLiked ? 'error' : 'default'}
        size="small"
      >
        {/* A fixed 20px box like an icon's, so the button stays at least 24×24 px (WCAG 2.5.8) whatever the glyph's width. */}
        <span aria-hidden style={{ fontSize: 20, lineHeight: 1, width: 20, height: 20, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}>
          {keyVote.hasLiked ? '♥' : '♡'}
        </span>
      </IconButton>
      <Typography variant="body2" aria-label={`${keyVote.likes} likes`}>
        {keyVote.likes}
      </Typography>
    </Stack>
  );
}
