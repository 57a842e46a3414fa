import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import type { Vote } from '../../__generated__/types';

interface Props {
  score: number;
  userVote: Vote | null;
  /** What is being voted on, for the button names ("Upvote {label}"). */
  label: string;
  disabled?: boolean;
  onVote(vote: Vote): void;
  direction?: 'row' | 'column';
}

/** Up / down buttons with the net score between them; the pressed state shows the viewer's vote. */
export function VoteControl({ score, userVote, label, disabled, onVote, direction = 'column' }: Props) {
  return (
    <Stack direction={direction} sx={{ alignItems: 'center' }} spacing={0}>
      <span title={userVote === 'UP' ? 'Remove your upvote' : 'Upvote'}>
        <IconButton
          size="small"
          aria-label={`Upvote ${label}`}
          aria-pressed={userVote === 'UP'}
          color={userVote === 'UP' ? 'primary' : 'default'}
          disabled={disabled}
          onClick={() => onVote('UP')}
        >
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
      </span>
      <Typography variant="body2" component="span" aria-label={`Score ${score}`} sx={{ fontWeight: 600, minWidth: 24, textAlign: 'center' }}>
        {score}
      </Typography>
      <span title={userVote === 'DOWN' ? 'Remove your downvote' : 'Downvote'}>
        <IconButton
          size="small"
          aria-label={`Downvote ${label}`}
          aria-pressed={userVote === 'DOWN'}
          color={userVote === 'DOWN' ? 'error' : 'default'}
          disabled={disabled}
          onClick={() => onVote('DOWN')}
        >
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
      </span>
    </Stack>
  );
}
