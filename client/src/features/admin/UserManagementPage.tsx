import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useAdminUsersQuery } from './admin.generated';
import { useSession } from '../../app/session';
import { Page } from '../../components/Page';
import { RolePowers } from './RolePowers';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';
import { AdminApiUnavailable } from './AdminApiUnavailable';
import { UserDetail } from './UserDetail';
import { UserList } from './UserList';

export { RoleBadges } from './RoleBadges';

const SEARCH_DEBOUNCE_MS = 300;
/** Members per page: the server pages and searches, so any number of members is reachable. */
export const USERS_PAGE_SIZE = 25;

/** SPEC §2.3 Admin user management (super_admin only; the route guard enforces it). */
export function UserManagementPage() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [page, setPage] = useState(1);
  const selectedId = params.get('user');
  const { user } = useSession();
  const detailRef = useRef<HTMLElement | null>(null);

  // On phones the detail panel sits below a long list: once the member chosen is shown, bring it
  // into view and move focus to its heading, so keyboard and screen-reader users land on what they
  // selected. (Not before: the router draws the new address in a transition, and the details
  // arrive after it; revealing at once focused the previous heading and stopped scrolling short.)
  const revealNext = useRef(false);
  const onDetailShown = useCallback(() => {
    if (!revealNext.current) return;
    revealNext.current = false;
    const heading = detailRef.current?.querySelector<HTMLElement>('#admin-user-detail-heading');
    heading?.focus({ preventScroll: true });
    if (detailRef.current && detailRef.current.getBoundingClientRect().top > window.innerHeight * 0.6) {
      detailRef.current.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  }, []);
  const select = (id: string) => {
    revealNext.current = true;
    // The member already shown (chosen again after scrolling back to the list): shown at once.
    if (id === selectedId) return onDetailShown();
    setParams((p) => {
      p.set('user', id);
      return p;
    });
  };

  useEffect(() => {
    const timer = setTimeout(() => {
      setDebounced(search.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const { data, loading, error, refetch } = useSlicedFirstData(useAdminUsersQuery({
    variables: { search: debounced || undefined, limit: USERS_PAGE_SIZE, offset: (page - 1) * USERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  }));
  const users = data?.users ?? null;
  const total = data?.userCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  const refresh = () => void refetch().catch(() => undefined);
  const unavailable = Boolean(error) && !users;

  return (
    <Page
      title="User Management"
      subtitle="Find members and assign or remove their roles."
      actions={
        <>
          {/* On phones these two are in the menu; three wrapped buttons would push the list down. */}
          <Button component={RouterLink} to="/admin/access-requests" variant="outlined" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
            Access Requests
          </Button>
          <Button component={RouterLink} to="/admin/moderation" variant="outlined" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
            Moderation Log
          </Button>
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refresh} disabled={loading}>
            Refresh Data
          </Button>
        </>
      }
    >
      {unavailable ? (
        <AdminApiUnavailable error={error} onRetry={refresh} />
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' }, alignItems: 'start' }}>
          <UserList
            search={search}
            onSearch={setSearch}
            users={users}
            total={total}
            page={page}
            pages={pages}
            onPage={setPage}
            error={error}
            selectedId={selectedId}
            onSelect={select}
            currentUserId={user?.id}
          />
          <Paper ref={detailRef} variant="outlined" component="section" aria-labelledby="admin-user-detail-heading" sx={{ scrollMarginTop: 72, p: { xs: 2, sm: 3 }, position: { md: 'sticky' }, top: { md: 88 } }}>
            {selectedId ? (
              <UserDetail id={selectedId} onShown={onDetailShown} />
            ) : (
              <>
                <Typography id="admin-user-detail-heading" variant="h6" component="h2" gutterBottom>
                  User details
                </Typography>
                <Typography color="text.secondary">Select a user to see their details, their role history and manage their roles.</Typography>
              </>
            )}
          </Paper>
        </Box>
      )}
      <Box sx={{ mt: 3 }}>
        <RolePowers />
      </Box>
    </Page>
  );
}

export default UserManagementPage;
