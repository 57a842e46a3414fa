import { Suspense, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useStoryTimelineQuery, type TimelineCard_EntryFragment } from './TimelineTab.generated';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PartErrorBoundary } from '../../components/PartErrorBoundary';
import { PictureFallback } from '../../components/PictureFallback';
import { StoredImage } from '../../components/StoredImage';
import { formatShortDate } from '../../components/dates';
import { useToast } from '../../components/toasts';
import { userMessage } from '../../errors/classify';
import { formatMessage, MESSAGES } from '../../errors/messages';
import { monthKey } from './story-utils';
import { useEditTimelineNote, useRemoveTimelineEntry } from './useTimelineEntries';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';
import { ShowMore, useShowMore } from '../../components/ShowMore';
import { lazy } from '../../app/lazy-page';
import { whenIdle } from '../../app/when-idle';

// Not part of the story page's JavaScript: its text field (MUI's input components, ~7 KB gzip) is
// not needed to show the timeline. Loaded for editors once the page is idle (or when a note button
// is pointed at or focused first), so the editor opens at once: shown after a Suspense fallback,
// React would hold it back for at least 300 ms.
const InlineTextEditor = lazy(() => import('../../components/InlineTextEditor').then((m) => ({ default: m.InlineTextEditor })));

/** A timeline entry's note, as the server limits it. */
export const NOTE_MAX = 1000;

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

function TimelineCard({ entry, canEdit }: { entry: TimelineCard_EntryFragment; canEdit: boolean }) {
  const { article } = entry;
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [remove, removing] = useRemoveTimelineEntry();
  const toast = useToast();

  const onRemove = async () => {
    try {
      await remove(entry.storyId, entry.articleId);
      toast({ title: 'Article removed from the timeline', status: 'success' });
    } catch (error) {
      setConfirming(false);
      toast({ title: userMessage(error, 'Failed to remove the timeline entry. Please try again.'), status: 'error' });
    }
  };

  return (
    <Card variant="outlined" component="article" aria-label={article.title}>
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
          {entry.customNote && !editing && (
            <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
              {entry.customNote}
            </Typography>
          )}
          {article.tags.length > 0 && (
            <Box sx={{ mt: 1, display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
              {article.tags.map((tag) => (
                <Chip key={tag} size="small" label={tag} />
              ))}
            </Box>
          )}
        </Box>
      </CardActionArea>
      {canEdit && editing && <NoteEditor entry={entry} onDone={() => setEditing(false)} />}
      {canEdit && !editing && (
        <CardActions sx={{ pt: 0, justifyContent: 'flex-end' }}>
          <Button size="small" onClick={() => setEditing(true)} onPointerEnter={InlineTextEditor.prefetch} onFocus={InlineTextEditor.prefetch} aria-label={`${entry.customNote ? 'Edit the note on' : 'Add a note to'} ${article.title}`}>
            {entry.customNote ? 'Edit note' : 'Add note'}
          </Button>
          <Button size="small" color="error" onClick={() => setConfirming(true)} aria-label={`Remove ${article.title} from the timeline`}>
            Remove
          </Button>
        </CardActions>
      )}
      <ConfirmDialog
        open={confirming}
        title="Remove this article from the timeline?"
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={removing.loading}
        destructive
        onConfirm={() => void onRemove()}
        onClose={() => setConfirming(false)}
      >
        “{article.title}” leaves this story’s timeline{entry.customNote ? ' with its note' : ''}. The article itself stays in the portal and can be added again.
      </ConfirmDialog>
    </Card>
  );
}

/** The note editor of one entry (owner and editors): why this article matters to the story. */
function NoteEditor({ entry, onDone }: { entry: TimelineCard_EntryFragment; onDone(): void }) {
  const [save] = useEditTimelineNote();
  const toast = useToast();
  return (
    <PartErrorBoundary>
      <Suspense fallback={<Skeleton variant="rounded" height={120} sx={{ mx: 2, mb: 2 }} aria-label="Loading the note editor" />}>
        <InlineTextEditor
          ariaLabel={`Note on ${entry.article.title}`}
          label="Note"
          initial={entry.customNote ?? ''}
          max={NOTE_MAX}
          hint="Shown with the article on the timeline; leave empty to remove it."
          saveLabel="Save note"
          onSave={async (note) => {
            await save(entry.storyId, entry.articleId, note);
            toast({ title: formatMessage.contentUpdated('Timeline entry'), status: 'success' });
          }}
          failure={formatMessage.contentUpdateFailed('timeline entry')}
          onDone={onDone}
          sx={{ px: 2, pb: 2 }}
        />
      </Suspense>
    </PartErrorBoundary>
  );
}

/** SPEC §2.3 Timeline: both sort orders, grouped by month and year, cards link to the article. */
export function TimelineTab({ storyId, articlesCount, canEdit = false }: { storyId: string; articlesCount: number; canEdit?: boolean }) {
  const [order, setOrder] = useState<Order>('NEWEST_FIRST');
  useEffect(() => (canEdit ? whenIdle(InlineTextEditor.prefetch, 3000) : undefined), [canEdit]);
  const result = useSlicedFirstData(useStoryTimelineQuery({ variables: { id: storyId, order } }));
  const { loading, error, fetchMore } = result;
  // While the other order loads, the list stays (no skeleton flash, the sort buttons keep focus).
  const data = result.data ?? result.previousData;
  const page = data?.story.timeline;
  const entries = page?.entries;
  const groups = useMemo(() => groupTimeline(entries ?? [], order), [entries, order]);
  const { state: more, more: showMore } = useShowMore(page?.nextCursor, fetchMore);

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
        {/* Two orders, one tap each (a select brought MUI's Menu, Popover and Modal to every story page). */}
        <ToggleButtonGroup exclusive size="small" value={order} onChange={(_, next: Order | null) => next && setOrder(next)} aria-label="Sort the timeline">
          <ToggleButton value="NEWEST_FIRST">Newest to oldest</ToggleButton>
          <ToggleButton value="OLDEST_FIRST">Oldest to newest</ToggleButton>
        </ToggleButtonGroup>
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
                <TimelineCard key={entry.articleId} entry={entry} canEdit={canEdit} />
              ))}
            </Stack>
          </Box>
        ))
      )}
      {page && page.totalCount > 0 && (
        <ShowMore shown={page.entries.length} total={page.totalCount} noun="articles" hasMore={!!page.nextCursor} state={more} onMore={showMore} />
      )}
    </Box>
  );
}
