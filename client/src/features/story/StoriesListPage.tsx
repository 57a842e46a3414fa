import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { useStoriesListQuery, type StoryVisibility } from '../../__generated__/graphql';
import { useSession } from '../../app/session';
import { CreateFab } from '../../components/CreateFab';
import { Page } from '../../components/Page';
import { MESSAGES } from '../../errors/messages';
import { PopularStories } from './PopularStories';
import { StoryCard } from './StoryCard';

type Filter = 'ALL' | 'PUBLIC' | 'FEATURED';
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
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('ALL');
  const [dynamicImages, setDynamicImages] = useState(true);
  const term = useDebounced(search.trim(), 300);
  const { data, loading, error } = useStoriesListQuery({
    variables: { search: term || null, visibility: filter === 'ALL' ? null : (filter as StoryVisibility) },
  });
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
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filter}
          onChange={(_, next: Filter | null) => next && setFilter(next)}
          aria-label="Filter stories"
        >
          <ToggleButton value="ALL">All</ToggleButton>
          <ToggleButton value="PUBLIC">Public</ToggleButton>
          <ToggleButton value="FEATURED">Featured</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={dynamicImages} onChange={(e) => setDynamicImages(e.target.checked)} />}
          label="Dynamic Images"
        />
      </Stack>

      {loading && !data ? (
        <Box sx={grid} aria-busy="true" aria-label="Loading stories">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={300} />
          ))}
        </Box>
      ) : error && !data ? (
        <Alert severity="error">{MESSAGES.STORIES_LOAD_FAILED}</Alert>
      ) : stories.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {MESSAGES.STORIES_EMPTY}
        </Typography>
      ) : (
        <Box sx={grid} component="ul" aria-label="Stories" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {stories.map((story) => (
            <Box component="li" key={story.id}>
              <StoryCard story={story} dynamicImages={dynamicImages} />
            </Box>
          ))}
        </Box>
      )}

      <PopularStories />
      <CreateFab context="stories" />
    </Page>
  );
}
