import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '../../components/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { useStoriesListQuery } from './StoriesListPage.generated';
import type { StoryVisibility } from '../../__generated__/types';
import { useSession } from '../../app/session';
import { CollapsibleFilters } from '../../components/CollapsibleFilters';
import { CreateFab } from '../../components/CreateFab';
import { RetryAlert } from '../../components/RetryAlert';
import { Page } from '../../components/Page';
import { MESSAGES } from '../../errors/messages';
import { PopularStories } from './PopularStories';
import { StoryCard } from './StoryCard';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';

type Filter = 'ALL' | 'PUBLIC' | 'FEATURED' | 'FOLLOWING';
const FILTERS: readonly Filter[] = ['ALL', 'PUBLIC', 'FEATURED', 'FOLLOWING'];
/** The filter is in the address (?filter=following), so the dashboard can link to it and Back keeps it. */
const filterFrom = (value: string | null): Filter => {
  const upper = (value ?? '').toUpperCase() as Filter;
  return FILTERS.includes(upper) ? upper : 'ALL';
};
const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } } as const;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** SPEC §2.3 Stories list. */
export default function StoriesListPage() {
  const { isStaff } = useSession();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const filter = filterFrom(params.get('filter'));
  const setFilter = (next: Filter) => setParams(next === 'ALL' ? {} : { filter: next.toLowerCase() }, { replace: true });
  const [dynamicImages, setDynamicImages] = useState(true);
  const term = useDebounced(search.trim(), 300);
  const { data, loading, error, refetch } = useSlicedFirstData(useStoriesListQuery({
    variables: {
      search: term || null,
      visibility: filter === 'PUBLIC' || filter === 'FEATURED' ? (filter as StoryVisibility) : null,
      following: filter === 'FOLLOWING' ? true : null,
    },
  }));
  const stories = data?.stories ?? [];

  return (
    <Page
      title="Stories"
      subtitle="Curated timelines of articles on the issues we follow."
      actions={
        isStaff && (
          <Button component={RouterLink} to="/stories/create" variant="contained" startIcon={<AddIcon />}>
            Create Story
          </Button>
        )
      }
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { md: 'center' } }}>
        <TextField
          label="Search stories"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          size="small"
          sx={{ flexGrow: 1, maxWidth: { md: 420 } }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon aria-hidden /></InputAdornment> } }}
        />
        <CollapsibleFilters activeCount={(filter !== 'ALL' ? 1 : 0) + (dynamicImages ? 0 : 1)}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={filter}
              onChange={(_, next: Filter | null) => next && setFilter(next)}
              aria-label="Filter stories"
              sx={{ flexWrap: 'wrap' }}
            >
              <ToggleButton value="ALL">All</ToggleButton>
              <ToggleButton value="PUBLIC">Public</ToggleButton>
              <ToggleButton value="FEATURED">Featured</ToggleButton>
              <ToggleButton value="FOLLOWING">Following</ToggleButton>
            </ToggleButtonGroup>
            <FormControlLabel
              control={<Switch checked={dynamicImages} onChange={(e) => setDynamicImages(e.target.checked)} />}
              label="Dynamic Images"
            />
          </Stack>
        </CollapsibleFilters>
      </Stack>

      {loading && !data ? (
        <Box sx={grid} aria-busy="true" aria-label="Loading stories">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={300} />
          ))}
        </Box>
      ) : error && !data ? (
        <RetryAlert onRetry={refetch}>{MESSAGES.STORIES_LOAD_FAILED}</RetryAlert>
      ) : stories.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {filter === 'FOLLOWING' && !term
            ? 'You are not following any stories yet. Open a story and select Follow: its new articles then come to your dashboard.'
            : MESSAGES.STORIES_EMPTY}
        </Typography>
      ) : (
        <Box sx={grid} component="ul" aria-label="Stories" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {stories.map((story, i) => (
            <Box component="li" key={story.id}>
              {/* The first card's picture is the largest thing in view on a phone (Lighthouse's LCP): not lazy. */}
              <StoryCard story={story} dynamicImages={dynamicImages} priority={i === 0} />
            </Box>
          ))}
        </Box>
      )}

      <PopularStories />
      <CreateFab context="stories" />
    </Page>
  );
}
