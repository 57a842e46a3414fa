import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRecentArticlesQuery } from './article.generated';
import { useSession } from '../../app/session';
import { Page } from '../../components/Page';
import { MESSAGES } from '../../errors/messages';
import { PopularStories } from '../story/PopularStories';
import { ArticleCard, ArticleCardSkeleton, ArticleGrid } from './ArticleCard';
import { ArticleUrlForm, type Submission } from './ArticleUrlForm';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';

/** SPEC §2.3 Recent Articles (/home). */
export default function RecentArticlesPage() {
  const { user, isStaff } = useSession();
  const [open, setOpen] = useState(false);
  const [last, setLast] = useState<Submission | null>(null);
  const { data, loading, error } = useSlicedFirstData(useRecentArticlesQuery({ variables: { limit: 10 }, skip: !user }));

  return (
    <Page
      title="Recent Articles"
      actions={
        isStaff && (
          <Button variant={open ? 'outlined' : 'contained'} onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls="submit-article-form">
            {open ? 'Cancel' : 'Submit Article'}
          </Button>
        )
      }
    >
      {open && isStaff && (
        <Paper id="submit-article-form" variant="outlined" sx={{ p: 2, mb: 3 }}>
          <ArticleUrlForm
            autoFocus
            onSubmitted={(s) => {
              setLast(s);
              setOpen(false);
            }}
          />
        </Paper>
      )}
      {last && (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setLast(null)}>
          {last.isExisting ? `This article already exists: “${last.title}”.` : `Article submitted: “${last.title}”.`}
        </Alert>
      )}
      {!user ? (
        <Typography color="text.secondary">Sign in to read and submit articles.</Typography>
      ) : loading && !data ? (
        <ArticleGrid>
          {[0, 1, 2].map((i) => (
            <ArticleCardSkeleton key={i} />
          ))}
        </ArticleGrid>
      ) : error ? (
        <Alert severity="error" role="alert">
          {MESSAGES.ARTICLES_LOAD_FAILED}
        </Alert>
      ) : (data?.articles.length ?? 0) === 0 ? (
        <Typography color="text.secondary">{MESSAGES.ARTICLES_EMPTY}</Typography>
      ) : (
        <ArticleGrid>
          {data!.articles.map((a) => (
            <ArticleCard key={a.id} article={a} />
          ))}
        </ArticleGrid>
      )}
      {user && <PopularStories />}
    </Page>
  );
}
