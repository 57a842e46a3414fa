import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { AppNavLink } from '../app-navigation';

interface SiteMenuProps {
  id: string;
  anchorEl: HTMLElement | null;
  links: Array<{ label: string; to: string }>;
  signedIn: boolean;
  onClose(): void;
}

/** The public header's menu on narrow screens (PublicLayout loads it lazily; open while it has an anchor). */
export default function SiteMenu({ id, anchorEl, links, signedIn, onClose }: SiteMenuProps) {
  return (
    <Menu id={id} anchorEl={anchorEl} open={Boolean(anchorEl)} onClose={onClose}>
      {links.map((link) => (
        <MenuItem key={link.to} component={AppNavLink} to={link.to} onClick={onClose} sx={{ minWidth: 200 }}>
          {link.label}
        </MenuItem>
      ))}
      {!signedIn && <Divider />}
      {!signedIn && (
        <MenuItem component={AppNavLink} to="/login" onClick={onClose}>
          Sign In
        </MenuItem>
      )}
      {!signedIn && (
        <MenuItem component={AppNavLink} to="/signup" onClick={onClose}>
          Sign Up
        </MenuItem>
      )}
    </Menu>
  );
}
