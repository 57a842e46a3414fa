import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useStoryTimelineQuery, type TimelineCard_EntryFragment } from '../../__generated__/graphql';
import { PictureFallback } from '../../components/PictureFallback';
import { StoredImage } from '../../components/StoredImage';
import { formatShortDate } from '../../components/dates';
import { MESSAGES } from '../../errors/messages';
import { monthKey } from './story-utils';

type Order = 'NEWEST_FIRST' | 'OLDEST_FIRST';

const when = (e: TimelineCard_EntryFragment) => e.article.publishedAt ?? e.addedAt;

/** Sorts by publication date (else when added) and groups by month and year, in order. */
export function groupTimeline(entries: readonly TimelineCard_EntryFragment[], order: Order) {
  const sorted = [...entries].sort((a, b) => {
    const diff = new Date(when(a)).getTime() - new Date(when(b)).getTime();
    return order === 'NEWEST_FIRST' ? -diff : diff;
  });
  const groups: { month: string; entries: TimelineCard_EntryFragment[] }[] = [];
  for (const entry of sorted) {
    const month = monthKey(when(entry));
    const last = groups[groups.length - 1];
    if (last && last.month === month) last.entries.push(entry);
    else groups.push({ month, entries: [entry] });
  }
  return groups;
}

function TimelineCard({ entry }: { entry: TimelineCard_EntryFragment }) {
  const { article } = entry;
  return (
    <Card variant="outlined" component="article">
      <CardActionArea component={RouterLink} to={`/articles/${article.id}`} sx={{ display: 'flex', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        <Box aria-hidden sx={{ width: { xs: 88, sm: 140 }, minHeight: 96, flexShrink: 0 }}>
          <StoredImage
            image={article.image}
            alt=""
            sizes="(min-width: 600px) 140px, 88px"
            fallback={<PictureFallback label={article.publication} seed={article.publication ?? article.id} sx={{ fontSize: '2rem' }} />}
          />
        </Box>
        <Box sx={{ p: 2, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {article.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {article.publication ?? 'Unknown source'} · {formatShortDate(when(entry))}
          </Typography>
          {entry.customNote && <Typography variant="body2" sx={{ mt: 0.5 }}>{entry.customNote}</Typography>}
          {article.tags.length > 0 && (
            <Box sx={{ mt: 1, display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
              {article.tags.map((tag) => (
                <Chip key={tag} size="small" label={tag} />
              ))}
            </Box>
          )}
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** SPEC §2.3 Timeline: both sort orders, grouped by month and year, cards link to the article. */
export function TimelineTab({ storyId, articlesCount }: { storyId: string; articlesCount: number }) {
  const [order, setOrder] = useState<Order>('NEWEST_FIRST');
  const { data, loading, error } = useStoryTimelineQuery({ variables: { id: storyId } });
  const entries = data?.story.articles;
  const groups = useMemo(() => groupTimeline(entries ?? [], order), [entries, order]);

  if (loading && !data) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Loading timeline">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={96} />
        ))}
      </Stack>
    );
  }
  if (error && !data) return <Alert severity="error">{MESSAGES.STORY_LOAD_FAILED}</Alert>;
  if (articlesCount === 0 && groups.length === 0) return <Typography color="text.secondary">{MESSAGES.TIMELINE_NO_ARTICLES}</Typography>;

  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2">
          Timeline
        </Typography>
        <TextField select size="small" label="Sort" value={order} onChange={(e) => setOrder(e.target.value as Order)} sx={{ minWidth: 200 }}>
          <MenuItem value="NEWEST_FIRST">Newest to oldest</MenuItem>
          <MenuItem value="OLDEST_FIRST">Oldest to newest</MenuItem>
        </TextField>
      </Stack>
      {groups.length === 0 ? (
        <Typography color="text.secondary">{MESSAGES.TIMELINE_EMPTY}</Typography>
      ) : (
        groups.map((group) => (
          <Box component="section" key={group.month} aria-label={group.month} sx={{ mb: 3 }}>
            <Typography variant="overline" component="h3" sx={{ fontSize: '0.9rem', color: 'primary.main' }}>
              {group.month}
            </Typography>
            <Stack spacing={1.5}>
              {group.entries.map((entry) => (
                <TimelineCard key={entry.articleId} entry={entry} />
              ))}
            </Stack>
          </Box>
        ))
      )}
    </Box>
  );
}
