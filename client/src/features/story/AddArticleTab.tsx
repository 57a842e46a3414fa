import { useState, type FormEvent } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '../../components/TextField';
import Typography from '@mui/material/Typography';
import { useAddArticleChoicesQuery } from './AddArticleTab.generated';
import { useSession } from '../../app/session';
import { MESSAGES } from '../../errors/messages';
import { gqlCode, serverMessage } from './story-utils';
import { useAddArticleToStory } from './useAddArticleToStory';
import { submitUrlError, validateArticleUrl } from '../article/submit-url';
import { useAddArticleUrlToStory } from './useAddArticleUrlToStory';

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

/**
 * Why a URL did not join the story: a URL that could not be had (400) keeps the submit-URL texts;
 * an article the portal now has but the story could not take, the server's sentence naming it;
 * a refusal of the story itself, Add Article's SPEC §8 texts.
 */
export function addByUrlFailure(error: unknown): string {
  const code = gqlCode(error);
  if (!code || code === 'BAD_USER_INPUT') return submitUrlError(error);
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  const details = first?.extensions?.details as { articleId?: unknown } | undefined;
  if (details?.articleId) return serverMessage(error, MESSAGES.ADD_ARTICLE_FAILED);
  return addArticleOutcome(error).message;
}

type Notice = { severity: 'success' | 'error' | 'info'; text: string } | null;

/**
 * SPEC §2.3 Add Article: the article is created from the URL (parse-url, which returns the
 * existing article for a known URL) and then added to the story. A portal article address or id
 * is added directly; the member's own submissions can be added with one click.
 */
export function AddArticleTab({ storyId, onAdded }: { storyId: string; onAdded?(): void }) {
  const { user } = useSession();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [add, { loading: adding }] = useAddArticleToStory(storyId);
  const [addUrl, { loading: parsing }] = useAddArticleUrlToStory(storyId);
  const loading = adding || parsing;
  const choices = useAddArticleChoicesQuery({ variables: { storyId } });

  const addById = async (articleId: string) => {
    setNotice(null);
    try {
      await add(articleId);
      setValue('');
      setNotice({ severity: 'success', text: MESSAGES.ADD_ARTICLE_SUCCESS });
      onAdded?.();
    } catch (error) {
      const outcome = addArticleOutcome(error);
      setNotice({ severity: outcome.success ? 'success' : 'error', text: outcome.message });
      if (outcome.success) onAdded?.();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!user) return setFieldError(MESSAGES.ADD_ARTICLE_LOGIN_REQUIRED);
    if (!value.trim()) return setFieldError(MESSAGES.ADD_ARTICLE_URL_REQUIRED);
    const articleId = articleIdFrom(value);
    if (articleId) {
      setFieldError(null);
      return void addById(articleId);
    }
    const problem = validateArticleUrl(value);
    setFieldError(problem);
    if (problem) return;
    void createThenAdd(value);
  };

  // One request: the article is made from the URL and joins the story, or the server says why not.
  const createThenAdd = async (url: string) => {
    setNotice(null);
    try {
      const done = await addUrl(url);
      setValue('');
      setNotice({ severity: 'success', text: done.alreadyInStory ? MESSAGES.ADD_ARTICLE_ALREADY_IN_STORY : MESSAGES.ADD_ARTICLE_SUCCESS });
      onAdded?.();
    } catch (error) {
      setNotice({ severity: 'error', text: addByUrlFailure(error) });
    }
  };

  return (
    <Box>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Add Article
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Paste the address of a news article: it is added to the portal (title, date, image and tags are extracted) and then to this
        story.
      </Typography>
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
          {parsing ? 'Submitting...' : adding ? 'Adding...' : 'Add to Story'}
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
                  article.inStory ? (
                    <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
                      In this story
                    </Typography>
                  ) : (
                    <Button size="small" disabled={loading} onClick={() => void addById(article.id)} aria-label={`Add “${article.title}” to the story`}>
                      Add
                    </Button>
                  )
                }
                sx={{ pr: 15 }}
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
