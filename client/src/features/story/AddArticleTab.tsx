import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAddArticleChoicesQuery } from '../../__generated__/graphql';
import { useSession } from '../../app/session';
import { MESSAGES } from '../../errors/messages';
import { gqlCode, serverMessage } from './story-utils';
import { useAddArticleToStory } from './useAddArticleToStory';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The article id in a portal article address (…/articles/{id}) or a bare id; null otherwise. */
export function articleIdFrom(text: string): string | null {
  const value = text.trim();
  const fromPath = /\/articles\/([0-9a-f-]{36})(?:[/?#]|$)/i.exec(value)?.[1];
  if (fromPath && UUID.test(fromPath)) return fromPath.toLowerCase();
  return /^[0-9a-f-]{36}$/i.test(value) && UUID.test(value) ? value.toLowerCase() : null;
}

/** SPEC §8 Add article to story: the text for a failure, and whether it counts as success (409). */
export function addArticleOutcome(error: unknown): { message: string; success: boolean } {
  switch (gqlCode(error)) {
    case 'UNAUTHENTICATED':
      return { message: MESSAGES.ADD_ARTICLE_UNAUTHENTICATED, success: false };
    case 'FORBIDDEN':
      return { message: MESSAGES.ADD_ARTICLE_FORBIDDEN, success: false };
    case 'NOT_FOUND':
      return { message: MESSAGES.ADD_ARTICLE_NOT_FOUND, success: false };
    case 'CONFLICT':
      return { message: MESSAGES.ADD_ARTICLE_ALREADY_IN_STORY, success: true };
    case 'INTERNAL_SERVER_ERROR':
      return { message: MESSAGES.ADD_ARTICLE_SERVER_ERROR, success: false };
    default:
      return { message: serverMessage(error, MESSAGES.ADD_ARTICLE_FAILED), success: false };
  }
}

type Notice = { severity: 'success' | 'error' | 'info'; text: string } | null;

/**
 * SPEC §2.3 Add Article. Creating an article from any web address belongs to the articles
 * feature, which has not landed in the API yet; until it does this tab adds an article that is
 * already in the portal (its address or id, or one the member submitted) and says so plainly.
 */
export function AddArticleTab({ storyId, onAdded }: { storyId: string; onAdded?(): void }) {
  const { user } = useSession();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [add, { loading }] = useAddArticleToStory(storyId);
  const choices = useAddArticleChoicesQuery();

  const addById = async (articleId: string) => {
    setNotice(null);
    try {
      await add(articleId);
      setValue('');
      setNotice({ severity: 'success', text: MESSAGES.ADD_ARTICLE_SUCCESS });
      onAdded?.();
    } catch (error) {
      const outcome = addArticleOutcome(error);
      setNotice({ severity: outcome.success ? 'info' : 'error', text: outcome.message });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!user) return setFieldError(MESSAGES.ADD_ARTICLE_LOGIN_REQUIRED);
    if (!value.trim()) return setFieldError(MESSAGES.ADD_ARTICLE_URL_REQUIRED);
    const articleId = articleIdFrom(value);
    if (!articleId) return setFieldError('Enter the address of an article in the portal (…/articles/{id}) or its id.');
    setFieldError(null);
    void addById(articleId);
  };

  return (
    <Box>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Add Article
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        Submitting a new article from any web address arrives with the articles feature. For now you can add an article that is
        already in the portal: paste its portal address (…/articles/&#123;id&#125;) or pick one you submitted.
      </Alert>
      {notice && (
        <Alert severity={notice.severity} sx={{ mb: 2 }} role={notice.severity === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      )}
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={submit} noValidate sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="Article URL"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={Boolean(fieldError)}
          helperText={fieldError ?? ' '}
          fullWidth
          size="small"
        />
        <Button type="submit" variant="contained" disabled={loading} sx={{ flexShrink: 0 }}>
          {loading ? 'Adding...' : 'Add to Story'}
        </Button>
      </Stack>
      {(choices.data?.myArticles.length ?? 0) > 0 && (
        <Box component="section" aria-labelledby="my-articles-heading" sx={{ mt: 2 }}>
          <Typography id="my-articles-heading" variant="subtitle1" component="h3">
            Your submitted articles
          </Typography>
          <List dense>
            {choices.data!.myArticles.map((article) => (
              <ListItem
                key={article.id}
                divider
                secondaryAction={
                  <Button size="small" disabled={loading} onClick={() => void addById(article.id)} aria-label={`Add “${article.title}” to the story`}>
                    Add
                  </Button>
                }
                sx={{ pr: 10 }}
              >
                <ListItemText primary={article.title} secondary={article.publication ?? 'Unknown source'} />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Box>
  );
}
