import { describe, expect, it } from 'vitest';
import { render } from '../render.js';
import { accessRequestDecidedMail, type AccessRequestDecidedMail } from './access-request-decided.js';

const granted: AccessRequestDecidedMail = {
  granted: true,
  requestedRole: 'Super Admin',
  grantedRole: 'Staff',
  requestedOn: 'November 23, 2026',
  note: 'Staff for now <script>alert(1)</script> & we will see',
  link: 'http://localhost:8000/legislators',
};

describe('access request decision email', () => {
  it('tells a granted member their new role, with the note escaped in HTML and a link to where it is useful', () => {
    const mail = render(accessRequestDecidedMail, 'm@example.org', granted);
    expect(mail.subject).toBe('Your access request was granted: you are now Staff');
    expect(mail.html).toContain('<strong>granted</strong>');
    expect(mail.html).not.toContain('<script>alert(1)');
    expect(mail.html).toContain('Staff for now &lt;script&gt;alert(1)&lt;/script&gt; &amp; we will see');
    expect(mail.text).toContain('Your request of November 23, 2026 for Super Admin access was granted: your account now has the Staff role.');
    expect(mail.text).toContain('http://localhost:8000/legislators');
    expect(mail.text).toContain('Staff for now <script>alert(1)</script> & we will see');
    expect(mail.links).toEqual([granted.link]);
  });

  it('tells a declined member their roles are unchanged and that they may ask again; no note, no quote', () => {
    const mail = render(accessRequestDecidedMail, 'm@example.org', { ...granted, granted: false, grantedRole: null, note: null, link: 'http://localhost:8000/dashboard' });
    expect(mail.subject).toBe('Your access request was declined');
    expect(mail.text).toContain('was declined. Your account keeps the roles it had.');
    expect(mail.text).toContain('You can ask again');
    expect(mail.text).not.toContain('The administrator wrote');
    expect(mail.html).not.toContain('blockquote');
  });
});
