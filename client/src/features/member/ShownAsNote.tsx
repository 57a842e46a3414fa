import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useShownAsQuery } from './ShownAsNote.generated';

/** The profile's Settings tab, where the display name and "Show my real name" are. */
export const DISPLAY_NAME_SETTINGS = '/profile?tab=settings';

/** What the note says (decision 0090): the name other members see and, when it differs, the one the team sees. */
export function shownAsText(publicName: string, teamName: string | null | undefined): string {
  if (!teamName || teamName === publicName) return `You are shown as “${publicName}”.`;
  return `Other members see you as “${publicName}”; staff and the owners of stories you work on see “${teamName}”.`;
}

/**
 * One line where a member acts (commentary, proposals, join requests, tips): how they will be
 * shown, with a link to change it (issue 58 item 3).
 */
export function ShownAsNote() {
  const { data } = useShownAsQuery({ fetchPolicy: 'cache-first' });
  const me = data?.me;
  if (!me) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="shown-as">
      {shownAsText(me.displayName, me.teamDisplayName)}{' '}
      <Link component={RouterLink} to={DISPLAY_NAME_SETTINGS}>
        Change your display name
      </Link>
    </Typography>
  );
}
