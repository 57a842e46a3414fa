import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import TextField from '../../components/TextField';
import type { AdminUsersQuery } from './admin.generated';
import { formatShortDate } from '../../components/dates';
import { errorDetail } from '../../errors/classify';
import { MESSAGES } from '../../errors/messages';
import { RoleBadges } from './RoleBadges';

interface Props {
  search: string;
  onSearch(text: string): void;
  /** null until the first page has arrived. */
  users: AdminUsersQuery['users'] | null;
  total: number;
  page: number;
  pages: number;
  onPage(page: number): void;
  /** A failed refresh while a list is shown (a failed first load is the page's own state). */
  error: unknown;
  selectedId: string | null;
  onSelect(id: string): void;
  currentUserId: string | undefined;
}

/** The searchable, paged list of members (the server searches and pages). */
export function UserList({ search, onSearch, users, total, page, pages, onPage, error, selectedId, onSelect, currentUserId }: Props) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="admin-users-heading" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id="admin-users-heading" variant="h6" component="h2" gutterBottom>
        Users
      </Typography>
      <TextField
        label="Search by email or name"
        type="search"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        fullWidth
        size="small"
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon aria-hidden /></InputAdornment> } }}
      />
      {error != null && users && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {MESSAGES.ADMIN_LOAD_FAILED}: {errorDetail(error)}
        </Alert>
      )}
      {!users ? (
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress size={28} aria-label="Loading users" />
        </Box>
      ) : users.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          No users match your search.
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} role="status">
            {total === 1 ? '1 member' : `${total} members`}
            {pages > 1 ? ` · page ${page} of ${pages}` : ''}
          </Typography>
          <List aria-label="Users" sx={{ mt: 0.5, mx: -1 }}>
            {users.map((member) => (
              <li key={member.id}>
                <ListItemButton
                  selected={member.id === selectedId}
                  aria-current={member.id === selectedId ? 'true' : undefined}
                  onClick={() => onSelect(member.id)}
                  sx={{ borderRadius: 2, display: 'block', py: 1.25 }}
                >
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {member.email ?? member.id}
                    {member.id === currentUserId && (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {' '}
                        (you)
                      </Typography>
                    )}
                  </Typography>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
                    <RoleBadges roles={member.roles} />
                    <Typography variant="body2" color="text.secondary">
                      Joined {formatShortDate(member.createdAt)}
                    </Typography>
                  </Stack>
                </ListItemButton>
              </li>
            ))}
          </List>
          {pages > 1 && (
            <Stack sx={{ mt: 1, alignItems: 'center' }}>
              <Pagination count={pages} page={page} onChange={(_e, p) => onPage(p)} size="small" siblingCount={0} aria-label="User list pages" />
            </Stack>
          )}
        </>
      )}
    </Paper>
  );
}
