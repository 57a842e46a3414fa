import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useModerationLogQuery, type ModerationLogQuery } from './moderation.generated';
import type { ModeratedContentType } from '../../__generated__/types';
import { formatDateTime } from '../../components/dates';
import { Page } from '../../components/Page';
import { userMessage } from '../../errors/classify';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';
import { RetryAlert } from '../../components/RetryAlert';

const PAGE_SIZE = 25;
const TYPE_LABEL: Record<ModeratedContentType, string> = {
  ARTICLE: 'Article',
  STORY: 'Story',
  KEY_VOTE: 'Key vote',
  COMMENTARY: 'Commentary',
  TIMELINE_ENTRY: 'Timeline entry',
};
const FIELD_WORDS: Record<string, string> = { content: 'text', note: 'note', imageUrl: 'image' };

type Entry = NonNullable<ModerationLogQuery['moderationLog']>['items'][number];

/** Super admins: every edit and delete made with staff powers — who, what, when (issue #15 item 1). */
export default function ModerationLogPage() {
  const [type, setType] = useState<ModeratedContentType | ''>('');
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useSlicedFirstData(useModerationLogQuery({
    variables: { contentType: type || undefined, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  }));
  const log = data?.moderationLog;
  const pages = log ? Math.max(1, Math.ceil(log.total / PAGE_SIZE)) : 1;

  return (
    <Page
      title="Moderation Log"
      subtitle="Every edit and delete made with staff powers: who did it, to what, and when."
      actions={
        <>
          <Button component={RouterLink} to="/staff/reports" variant="outlined">
            Reported Comments
          </Button>
          <Button component={RouterLink} to="/admin/users" variant="outlined">
            User Management
          </Button>
        </>
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <TextField
          select
          size="small"
          label="Content"
          value={type}
          onChange={(e) => {
            setType(e.target.value as ModeratedContentType | '');
            setPage(1);
          }}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">Everything</MenuItem>
          {(Object.keys(TYPE_LABEL) as ModeratedContentType[]).map((t) => (
            <MenuItem key={t} value={t}>
              {TYPE_LABEL[t]}
            </MenuItem>
          ))}
        </TextField>
        {log && (
          <Typography color="text.secondary" role="status">
            {log.total === 1 ? '1 action' : `${log.total} actions`}
          </Typography>
        )}
      </Stack>
      {error && !log ? (
        <RetryAlert onRetry={() => refetch()}>
          {userMessage(error, 'Failed to load the moderation log.')}
        </RetryAlert>
      ) : loading && !log ? (
        <Stack spacing={1.5} role="status" aria-label="Loading the moderation log">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={88} />
          ))}
        </Stack>
      ) : !log || log.items.length === 0 ? (
        <Typography color="text.secondary">
          {type ? `No ${TYPE_LABEL[type].toLowerCase()} has been edited or deleted by staff yet.` : 'Nothing has been edited or deleted by staff yet.'}
        </Typography>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Moderation actions, newest first">
          {log.items.map((e) => (
            <li key={e.id}>
              <EntryCard entry={e} />
            </li>
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Stack sx={{ mt: 3, alignItems: 'center' }}>
          <Pagination count={pages} page={page} onChange={(_e, p) => setPage(p)} aria-label="Moderation log pages" />
        </Stack>
      )}
    </Page>
  );
}

function EntryCard({ entry: e }: { entry: Entry }) {
  const deleted = e.action === 'DELETE';
  const who = e.actor?.email ?? 'A deleted account';
  const what = TYPE_LABEL[e.contentType];
  return (
    <Paper variant="outlined" component="article" aria-label={`${what} ${deleted ? 'deleted' : 'edited'} by ${who}`} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.75 }}>
        <Chip size="small" label={deleted ? 'Deleted' : 'Edited'} color={deleted ? 'error' : 'info'} variant={deleted ? 'filled' : 'outlined'} />
        <Typography sx={{ fontWeight: 600 }}>{what}</Typography>
        <Typography variant="body2" color="text.secondary">
          by {who} · {formatDateTime(e.createdAt)}
        </Typography>
      </Stack>
      <Box sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>“{e.summary}”</Typography>
        {e.author && (
          <Typography variant="body2" color="text.secondary">
            Written by {e.author.email ?? e.author.displayName}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 0.75, flexWrap: 'wrap', alignItems: 'baseline' }}>
        {!deleted && e.changedFields.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            Changed: {e.changedFields.map((f) => FIELD_WORDS[f] ?? f).join(', ')}
          </Typography>
        )}
        {deleted && e.removed.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            Also removed: {e.removed.map((r) => `${r.count} ${r.count === 1 ? r.what.replace(/ies$/, 'y').replace(/s$/, '') : r.what}`).join(', ')}
          </Typography>
        )}
        {e.link && (
          <Link component={RouterLink} to={e.link} variant="body2">
            {deleted ? 'Open the page it was on' : 'Open'}
          </Link>
        )}
      </Stack>
    </Paper>
  );
}
