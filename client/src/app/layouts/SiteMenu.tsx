import { NavLink } from 'react-router-dom';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

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
        <MenuItem key={link.to} component={NavLink} to={link.to} onClick={onClose} sx={{ minWidth: 200 }}>
          {link.label}
        </MenuItem>
      ))}
      {!signedIn && <Divider />}
      {!signedIn && (
        <MenuItem component={NavLink} to="/login" onClick={onClose}>
          Sign In
        </MenuItem>
      )}
      {!signedIn && (
        <MenuItem component={NavLink} to="/signup" onClick={onClose}>
          Sign Up
        </MenuItem>
      )}
    </Menu>
  );
}
