import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { CombinedGraphQLErrors } from '@apollo/client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SearchKind } from '../../__generated__/types';
import { Page } from '../../components/Page';
import { RetryAlert } from '../../components/RetryAlert';
import { useToast } from '../../components/toasts';
import { errorDetail } from '../../errors/classify';
import { useSearchPageQuery, type SearchGroup_GroupFragment } from './search.generated';
import { countLabel, kindInfo, kindOfParam, MAX_QUERY_LENGTH, searchPath } from './search-kinds';
import { SearchField } from './SearchField';
import { SearchHit } from './SearchHit';

/** Hits per kind on the grouped page; one kind shows this many a page. */
export const GROUP_SIZE = 5;
export const KIND_PAGE_SIZE = 20;

/**
 * /search?q=…[&kind=article]: the hits the server found for the viewer (issue #57), grouped by
 * kind — stories, articles, commentary, key votes, legislators (staff) — each group its best
 * five with a link to all of that kind, which then loads more a page at a time. What the viewer
 * may read is the server's call; this page only draws the groups it gets.
 */
export default function SearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const kind = kindOfParam(params.get('kind'));
  const tooLong = [...q].length > MAX_QUERY_LENGTH;
  const skip = !q || tooLong;
  const { data, loading, error, refetch, fetchMore } = useSearchPageQuery({
    variables: { q, kinds: kind ? [kind] : null, first: kind ? KIND_PAGE_SIZE : GROUP_SIZE },
    skip,
  });
  const toast = useToast();
  const [loadingMore, setLoadingMore] = useState(false);
  const groups = data?.search.groups ?? [];
  const found = groups.some((g) => g.totalCount > 0);
  const badInput = CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'BAD_USER_INPUT');

  const loadMore = async (group: SearchGroup_GroupFragment) => {
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: group.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => {
          const next = fetchMoreResult?.search.groups.find((g) => g.kind === group.kind);
          if (!next) return previous;
          return {
            search: {
              ...previous.search,
              groups: previous.search.groups.map((g) => (g.kind === group.kind ? { ...next, edges: [...g.edges, ...next.edges] } : g)),
            },
          };
        },
      });
    } catch (err) {
      toast({ title: 'Could not load more results', description: errorDetail(err), status: 'error' });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Page title={q ? `Search results for “${q}”` : 'Search'} subtitle={kind ? `Only ${kindInfo(kind).heading.toLowerCase()}` : undefined} maxWidth={880}>
      <SearchAgain q={q} kind={kind} />
      {!q ? (
        <Alert severity="info">Enter something to search for: words, &quot;a phrase in quotes&quot;, or -word to leave a word out.</Alert>
      ) : tooLong ? (
        <Alert severity="warning">Searches are limited to {MAX_QUERY_LENGTH} characters: shorten yours and try again.</Alert>
      ) : !data && loading ? (
        <Stack spacing={3} role="status" aria-label="Loading results">
          {[0, 1].map((i) => (
            <Box key={i}>
              <Skeleton variant="text" width={160} height={36} />
              <Stack spacing={1} sx={{ mt: 1 }}>
                {[0, 1, 2].map((j) => (
                  <Skeleton key={j} variant="rounded" height={84} />
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      ) : !data && badInput ? (
        <Alert severity="warning">{errorDetail(error)}</Alert>
      ) : !data && error ? (
        <RetryAlert onRetry={refetch}>Search is not available right now.</RetryAlert>
      ) : !found ? (
        <NoResults q={q} kind={kind} />
      ) : (
        <>
          {!kind && <KindLinks q={q} groups={groups} />}
          <Stack spacing={4}>
            {groups
              .filter((g) => g.totalCount > 0)
              .map((g) => (
                <ResultGroup key={g.kind} group={g} q={q} single={!!kind} loadingMore={loadingMore} onMore={() => void loadMore(g)} />
              ))}
          </Stack>
        </>
      )}
    </Page>
  );
}

/** The search on the page itself (on a phone the top bar's box is folded away), to refine it. */
function SearchAgain({ q, kind }: { q: string; kind: SearchKind | null }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(q);
  const [seen, setSeen] = useState(q);
  // A new search from the top bar replaces what was typed here.
  if (seen !== q) {
    setSeen(q);
    setValue(q);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = value.trim();
    if (next) navigate(searchPath(next, kind));
  };
  return (
    <Box component="form" role="search" aria-label="Search again" onSubmit={submit} sx={{ mb: 3 }}>
      <Stack direction="row" spacing={1}>
        <SearchField id="page-search" label="Search for" value={value} onChange={setValue} />
        <Button type="submit" variant="contained">
          Search
        </Button>
      </Stack>
    </Box>
  );
}

/** Links to each kind's full list, with its count. */
function KindLinks({ q, groups }: { q: string; groups: readonly SearchGroup_GroupFragment[] }) {
  return (
    <Box component="nav" aria-label="Results by kind" sx={{ mb: 3 }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {groups
          .filter((g) => g.totalCount > 0)
          .map((g) => (
            <Button key={g.kind} component={RouterLink} to={searchPath(q, g.kind)} variant="outlined" size="small">
              {kindInfo(g.kind).heading} · {g.totalCount.toLocaleString('en-US')}
              {g.totalCountCapped ? '+' : ''}
            </Button>
          ))}
      </Stack>
    </Box>
  );
}

function ResultGroup({ group, q, single, loadingMore, onMore }: { group: SearchGroup_GroupFragment; q: string; single: boolean; loadingMore: boolean; onMore: () => void }) {
  const headingId = useId();
  const info = kindInfo(group.kind);
  const more = group.totalCount > group.edges.length;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography id={headingId} variant="h5" component="h2">
          {info.heading}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {countLabel(group.kind, group.totalCount, group.totalCountCapped)}
        </Typography>
      </Stack>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
        {group.edges.map((edge) => (
          <SearchHit key={edge.cursor} edge={edge} />
        ))}
      </Stack>
      {single && group.totalCountCapped && !group.pageInfo.hasNextPage && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          That is as far as a search this broad goes: add words to narrow it.
        </Typography>
      )}
      {single
        ? group.pageInfo.hasNextPage && (
            <Button variant="outlined" sx={{ mt: 2 }} disabled={loadingMore} onClick={onMore}>
              {loadingMore ? 'Loading…' : `Show more ${info.many}`}
            </Button>
          )
        : more && (
            <Button component={RouterLink} to={searchPath(q, group.kind)} sx={{ mt: 1 }}>
              See all {countLabel(group.kind, group.totalCount, group.totalCountCapped)}
            </Button>
          )}
    </Box>
  );
}

/** Nothing found (nothing the viewer may read, which is all the server tells). */
function NoResults({ q, kind }: { q: string; kind: SearchKind | null }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        No results for “{q}”{kind ? ` among ${kindInfo(kind).many}` : ''}
      </Typography>
      <Typography color="text.secondary">
        Check the spelling, try fewer or more general words, or put an exact phrase in &quot;quotes&quot;. A word with a minus sign before it (-word) leaves out whatever
        contains it.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
        {kind && (
          <Button component={RouterLink} to={searchPath(q)} variant="contained">
            Search everything
          </Button>
        )}
        <Button component={RouterLink} to="/stories" variant={kind ? 'outlined' : 'contained'}>
          Browse stories
        </Button>
        <Button component={RouterLink} to="/key-votes" variant="outlined">
          Key votes
        </Button>
      </Stack>
    </Paper>
  );
}

