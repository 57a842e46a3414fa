import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useContentFeedQuery } from './content.generated';
import type { ContentType } from '../../__generated__/types';
import { CollapsibleFilters } from '../../components/CollapsibleFilters';
import { Page } from '../../components/Page';
import { ContentCard, ContentGrid, ContentGridSkeleton, CONTENT_TYPE_LABEL } from './ContentCard';
import { feedErrorText } from './RecentUpdates';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';

const TYPES = Object.keys(CONTENT_TYPE_LABEL) as ContentType[];
const isType = (v: string | null): v is ContentType => v !== null && (TYPES as string[]).includes(v);

/** /content: the content feed with a type filter (kept in the address, ?type=ARTICLE). */
export default function ContentPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('type');
  const type = isType(raw) ? raw : null;
  const { data, loading, error } = useSlicedFirstData(useContentFeedQuery({ variables: { limit: 30, type } }));
  const items = data?.recentContent ?? [];

  return (
    <Page title="Content">
      <Box sx={{ mb: 3 }}>
        <CollapsibleFilters activeCount={type ? 1 : 0}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={type ?? 'ALL'}
            onChange={(_, value: string | null) => value && setParams(value === 'ALL' ? {} : { type: value }, { replace: true })}
            aria-label="Filter by type"
            sx={{ flexWrap: 'wrap' }}
          >
            <ToggleButton value="ALL">All</ToggleButton>
            {TYPES.map((t) => (
              <ToggleButton key={t} value={t}>
                {CONTENT_TYPE_LABEL[t]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </CollapsibleFilters>
      </Box>
      {loading && !data ? (
        <ContentGridSkeleton />
      ) : error && !data ? (
        <Alert severity="error" role="alert">
          {feedErrorText(error)}
        </Alert>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{type ? `No ${CONTENT_TYPE_LABEL[type].toLowerCase()} content yet.` : 'No content yet.'}</Typography>
      ) : (
        <ContentGrid>
          {items.map((item) => (
            <ContentCard key={`${item.type}:${item.id}`} item={item} headingLevel="h2" />
          ))}
        </ContentGrid>
      )}
    </Page>
  );
}
