import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSession } from '../../app/session';
import { Page } from '../../components/Page';
import { TimedRedirect } from '../../components/TimedRedirect';
import { MESSAGES } from '../../errors/messages';
import { ArticleUrlForm, type Submission } from './ArticleUrlForm';
import { useNoFirstData } from '../../app/first-content';

export const SUBMIT_REDIRECT_MS = 2000;

/**
 * SPEC §2.3 Article submit: /articles/add (with tips) and /articles/submit (the shorter form that
 * names the added article). Both go to the article page 2 seconds after success.
 */
export default function ArticleSubmitPage({ variant = 'add' }: { variant?: 'add' | 'submit' }) {
  useNoFirstData();
  const { user } = useSession();
  const [done, setDone] = useState<Submission | null>(null);

  return (
    <Page title={variant === 'add' ? 'Submit an Article' : 'Submit Article'} maxWidth={760}>
      {!user ? (
        <Alert severity="info">{MESSAGES.ARTICLE_SUBMIT_SIGN_IN}</Alert>
      ) : done ? (
        <TimedRedirect to={`/articles/${done.id}`} delayMs={SUBMIT_REDIRECT_MS} destination="the article">
          {done.status === 'EXISTING' ? 'This article already exists' : 'Article submitted'}: “{done.title}”.
        </TimedRedirect>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          {variant === 'add' && (
            <Typography sx={{ mb: 2 }}>
              Paste the address of a news article. The system extracts the title, publication date and images, and generates tags for
              it.
            </Typography>
          )}
          <ArticleUrlForm autoFocus onSubmitted={setDone} />
          {variant === 'add' && (
            <Box sx={{ mt: 2 }}>
              <Typography variant="subtitle2" component="h2">
                Tips
              </Typography>
              <List dense sx={{ listStyle: 'disc', pl: 3, '& li': { display: 'list-item', pl: 0 } }}>
                <ListItem>Use the full address, starting with http:// or https://.</ListItem>
                <ListItem>Link to the article itself, not a home page or a search result.</ListItem>
                <ListItem>Pages behind a paywall or login may not be readable; the title and link are kept anyway.</ListItem>
                <ListItem>An article already in the portal is not duplicated: you are taken to it.</ListItem>
              </List>
            </Box>
          )}
        </Paper>
      )}
    </Page>
  );
}
