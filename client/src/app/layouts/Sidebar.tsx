import { useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import { focusRingOnDark } from '../theme';
import { useSession } from '../session';
import { BrandMark } from './BrandMark';
import { sidebarSections } from './nav-items';

const itemSx = {
  borderRadius: 2,
  mx: 1.5,
  my: 0.25,
  color: 'rgba(255,255,255,0.86)',
  '& .MuiListItemIcon-root': { color: 'rgba(255,255,255,0.66)', minWidth: 40 },
  '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
  '&.active': {
    bgcolor: 'rgba(255,255,255,0.12)',
    color: '#FFFFFF',
    '&::before': { content: '""', position: 'absolute', left: -12, top: 8, bottom: 8, width: 4, borderRadius: 2, bgcolor: '#E3A33B' },
    '& .MuiListItemIcon-root': { color: '#F2C46B' },
    '& .MuiListItemText-primary': { fontWeight: 700 },
  },
} as const;

interface SidebarProps {
  /** Called after any navigation so the phone drawer can close. */
  onNavigate?: () => void;
  /** 'local': this device; 'global': every device the member is signed in on. */
  onSignOut: (scope: 'local' | 'global') => void;
}

/** The main layout's navigation: brand, role-based sections (SPEC §2.2, §6), sign in/out. */
export function Sidebar({ onNavigate, onSignOut }: SidebarProps) {
  // Sign out asks where: this device or all devices (issue 58 item 9).
  const [choosing, setChoosing] = useState(false);
  const session = useSession();
  const sections = sidebarSections(session);

  return (
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'primary.dark',
        color: '#FFFFFF',
        '--focus-ring': focusRingOnDark,
      }}
    >
      <Box
        component={RouterLink}
        to="/"
        onClick={onNavigate}
        sx={{ display: 'block', px: 2.5, py: 2, textDecoration: 'none', minHeight: 64, borderRadius: 2, m: 0.5 }}
      >
        <BrandMark tone="light" />
      </Box>
      <Divider sx={{ borderColor: 'rgba(255,255,255,0.12)' }} />
      <Box component="nav" aria-label="Main navigation" sx={{ flexGrow: 1, overflowY: 'auto', py: 1 }}>
        {sections.map((section) => (
          <List
            key={section.heading}
            dense
            aria-labelledby={`nav-${section.heading}`}
            subheader={
              <ListSubheader
                id={`nav-${section.heading}`}
                disableSticky
                sx={{ bgcolor: 'transparent', color: 'rgba(255,255,255,0.6)', lineHeight: '32px', mt: 1, px: 3, fontSize: '0.72rem', fontWeight: 700, letterSpacing: '0.1em', textTransform: 'uppercase' }}
              >
                {section.heading}
              </ListSubheader>
            }
          >
            {section.items.map((item) => (
              <li key={item.to}>
                <ListItemButton component={NavLink} to={item.to} onClick={onNavigate} sx={itemSx}>
                  <ListItemIcon aria-hidden>{item.icon}</ListItemIcon>
                  <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontSize: '0.95rem' } } }} />
                </ListItemButton>
              </li>
            ))}
          </List>
        ))}
      </Box>
      <Divider sx={{ borderColor: 'rgba(255,255,255,0.12)' }} />
      <List dense sx={{ py: 1.5 }}>
        <li>
          {session.user ? (
            <>
              <ListItemButton onClick={() => setChoosing((open) => !open)} aria-expanded={choosing} aria-controls="sign-out-choices" sx={itemSx}>
                <ListItemIcon aria-hidden>
                  <LogoutIcon />
                </ListItemIcon>
                <ListItemText primary="Sign out" />
              </ListItemButton>
              {choosing && (
                <List dense id="sign-out-choices" aria-label="Sign out of" sx={{ pl: 4 }}>
                  {(
                    [
                      ['local', 'This device'],
                      ['global', 'All devices'],
                    ] as const
                  ).map(([scope, label]) => (
                    <li key={scope}>
                      <ListItemButton
                        onClick={() => {
                          setChoosing(false);
                          onNavigate?.();
                          onSignOut(scope);
                        }}
                        sx={itemSx}
                      >
                        <ListItemText primary={label} />
                      </ListItemButton>
                    </li>
                  ))}
                </List>
              )}
            </>
          ) : (
            <ListItemButton component={NavLink} to="/login" onClick={onNavigate} sx={itemSx}>
              <ListItemIcon aria-hidden>
                <LoginIcon />
              </ListItemIcon>
              <ListItemText primary="Sign in" />
            </ListItemButton>
          )}
        </li>
      </List>
    </Box>
  );
}
